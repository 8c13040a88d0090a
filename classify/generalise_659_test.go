package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 9ef1291: 27/34 overall, 13/19 tricky.
// Tolerated: i659-vault-cas-zero: conflict vs premise (set 237's stale-copy ruling, docs/taxonomy.md and roomwords.go staleCASWords: Vault's "check-and-set parameter did not match the current version" is a stale version): the write sent cas=0 (create-only), which only the call's arguments show; the message alone reads as a stale copy, so both readings hold.
// Fixed later by the lead: i659-vault-412-index (httppreset.go: Vault's 412 for an index state not present yet is a wait, transient).
// Tolerated: i659-akv-softdeleted: premise vs invalid, (c): the set 84 rule (generic.go "deleted but recoverable") reads premise, but my message's PUT URL ends in "/" (azsecrets SetSecret's path has no trailing slash; GetSecret's does), which sends it down webdav.go's PUT-to-a-collection 409 rule; my transcription, not a class gap.
// Fixed later by the lead: i659-lego-badnonce (passes since the lead's badNonce ruling (acme.go)).
// TestIndependentCases659 runs held-out set 659: secrets, keys and certificates (Vault, AWS Secrets Manager/KMS, Google Secret Manager/Cloud KMS, Azure Key Vault, 1Password, ACME), labelled blind.
// Tolerated: i659-vault-sealed: premise vs transient (the lead's sealed-Vault row, after blind sets 398, 892 and 967): a sealed Vault stays sealed until key holders or its auto-unseal act, which no wait brings (premise); this set read the 503 as a wait for an auto-unseal that does come on restart (transient); both hold.
// Tolerated: i659-lego-caa: premise vs denied (the lead, after sets 756 and 1231: an ACME caa problem is the domain's DNS setup, as dns and connection, acme.go): this set read the 403 as authority.
func TestIndependentCases659(t *testing.T) {
	runIndependent(t, "testdata/independent659.jsonl", true, "i659-lego-caa", "i659-vault-cas-zero", "i659-akv-softdeleted", "i659-vault-sealed")
}

// TestGeneralise659 holds the class set 659's misses showed: an RFC 8555
// ACME problem type that names a false fact about the domain or the order
// (dns, connection, incorrectResponse, orderNotReady, accountDoesNotExist,
// and unauthorized for a validation that saw the wrong answer), sent under
// 400 or 403.
func TestGeneralise659(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"certbot HTTP-01 unauthorized Invalid response", "", 0, "urn:ietf:params:acme:error:unauthorized", "Certbot failed to authenticate some domains (authenticator: standalone). The Certificate Authority reported these problems:\n  Domain: shop.example.net\n  Type:   unauthorized\n  Detail: 198.51.100.4: Invalid response from http://shop.example.net/.well-known/acme-challenge/kQ2x: 404", rung.KindPremise},
		{"x/crypto/acme DNS-01 Incorrect TXT record", "http", 403, "", "acme: authorization error for blog.example.net: 403 urn:ietf:params:acme:error:unauthorized: Incorrect TXT record \"xYz\" found at _acme-challenge.blog.example.net", rung.KindPremise},
		{"lego connection timeout firewall", "http", 400, "", "acme: error: 400 :: urn:ietf:params:acme:error:connection :: 198.51.100.4: Timeout during connect (likely firewall problem)", rung.KindPremise},
		{"Caddy/certmagic incorrectResponse", "http", 403, "", "HTTP 403 urn:ietf:params:acme:error:incorrectResponse - The key authorization file from the server did not match this challenge", rung.KindPremise},
		{"Boulder orderNotReady via lego finalize", "http", 403, "", "acme: error: 403 :: POST :: https://acme-staging-v02.api.letsencrypt.org/acme/finalize/1/2 :: urn:ietf:params:acme:error:orderNotReady :: Order's status (\"processing\") is not acceptable for finalization", rung.KindPremise},
		{"Boulder accountDoesNotExist via x/crypto/acme", "http", 400, "", "400 urn:ietf:params:acme:error:accountDoesNotExist: No account exists with the provided key", rung.KindPremise},
		// Near misses: an account refused an action keeps its authority
		// reading; a rate limit stays a rate limit; a malformed request
		// stays the call's.
		{"bare unauthorized stays denied", "http", 403, "", "acme: error: 403 :: POST :: https://acme-v02.api.letsencrypt.org/acme/revoke-cert :: urn:ietf:params:acme:error:unauthorized :: The key ID specified in the revocation request does not hold valid authorizations for all names in the certificate to be revoked", rung.KindDenied},
		{"rateLimited stays transient", "http", 429, "", "429 urn:ietf:params:acme:error:rateLimited: Service busy; retry later.", rung.KindTransient},
		{"malformed stays invalid", "http", 400, "", "acme: error: 400 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:malformed :: Error creating new order :: Invalid identifiers requested", rung.KindInvalid},
	})
}
