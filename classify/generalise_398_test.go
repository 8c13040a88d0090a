package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases398 runs held-out set 398: identity and secrets long tail (Entra ID, Okta, Auth0, Keycloak, Cognito, Google identity, GitHub Apps, Vault, 1Password, Doppler, Infisical, SPIRE), from the vendors' docs, labelled blind.
// First run at 59a80ef: 19/35 overall, 10/23 tricky.
// Fixed later by the lead: i398-entra-aadsts50034-user-not-in-directory (right since the lead ruling after set 1796: codes.go reads Entra's AADSTS50034, a user account missing from the directory, premise).
// Fixed later by set 1228: i398-okta-e0000015-feature-not-enabled (httppreset.go oktaFeatureNotEnabled: Okta's E0000015 code, "Feature not enabled exception", reads premise under its 401; blind sets 398 and 1228 both label it so).
// Fixed later by the lead: i398-keycloak-account-not-fully-set-up (codes.go accountStepPending, with set 892).
// i398-gip-lookup-no-users passes since the lead's empty-answer shapes (a list beside a request id, a Google answer with only its kind).
// i398-gip-expired-oob-code passes since set 1804: Identity Toolkit's EXPIRED_OOB_CODE is read premise (identitytoolkit.go, TestGeneralise1804IdentityToolkitActionCodes).
// Fixed later by the lead: i398-google-oauth-invalid-scope (right since the lead's revision after set 1171: RFC 6749 invalid_scope reads invalid unless the message says the scope is not granted, RFC 8628 expired_token premise).
// Tolerated: i398-github-installation-token-repo-not-accessible: premise vs denied (taxonomy GitHub row: text naming what does not exist reads premise): 'does not exist or is not accessible' reads either way.
// Fixed later by the lead: i398-vault-sealed (httppreset.go 503 and worldstate.go: a sealed Vault needs an operator's unseal, premise).
// Fixed later by the lead: i398-vault-412-index-state (httppreset.go: Vault's 412 for an index state not present yet is a wait, transient).
// Fixed by set 1477: i398-vault-lease-not-renewable (generic.go wrongStateWords "is not renewable"; TestGeneralise1477NotRenewable).
func TestIndependentCases398(t *testing.T) {
	runIndependent(t, "testdata/independent398.jsonl", true, "i398-github-installation-token-repo-not-accessible")
}

// TestGeneralise398 checks that a replicated store with no leader or
// active node right now reads as a wait, whatever status carries it, with
// near misses whose "not found" names what the call refers to.
func TestGeneralise398(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openbao no active node", "http", 500, "", "* local node not active but active cluster node not found", rung.KindTransient},
		{"consul no cluster leader", "http", 500, "", "Unexpected response code: 500 (No cluster leader)", rung.KindTransient},
		{"nomad no cluster leader", "", 0, "", "Unexpected response code: 500 (No cluster leader)", rung.KindTransient},
		{"hashicorp raft not leader", "go", 0, "", "node is not the leader", rung.KindTransient},
		{"raft leadership lost", "go", 0, "", "leadership lost while committing log", rung.KindTransient},
		{"rqlite leader not found", "http", 500, "", "leader not found", rung.KindTransient},
		{"elasticsearch no master", "http", 500, "", `{"error":{"type":"master_not_discovered_exception","reason":"no master"},"status":503}`, rung.KindTransient},
		// Near misses: a named node or a leaderboard that is missing keeps
		// the missing-thing reading.
		{"named cluster node missing", "http", 500, "", "cluster node not found: node-7", rung.KindPremise},
		{"leaderboard missing", "http", 404, "", "leaderboard not found", rung.KindPremise},
	})
}

// TestGeneralise398Found checks a lookup's own count of what it found for
// a name or attribute (none or several where one was needed) reads
// ambiguous, with near misses: a count of problems, and a single find.
func TestGeneralise398Found(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1password none", "go", 0, "", `Found 0 item(s) in vault "q2ts4ak2" with title "stripe"`, rung.KindAmbiguous},
		{"users by email", "", 0, "", `lookup: found 3 users with email "a@b.c"`, rung.KindAmbiguous},
		{"records matching", "", 0, "", `found 0 records matching name=billing`, rung.KindAmbiguous},
		{"instances named", "", 0, "", `error: found 2 instances named web-1; pass --id`, rung.KindAmbiguous},
		{"secrets titled", "go", 0, "", `found 4 secrets titled "db" in folder /prod`, rung.KindAmbiguous},
		// Near misses: a report of problems, and one match whose field is
		// missing, keep their readings.
		{"errors found", "", 0, "", `found 2 errors with the config file`, rung.KindUnknown},
		{"single find", "", 0, "", `found 1 item with title "pg" but it has no field "password"`, rung.KindUnknown},
	})
}

// TestGeneralise398OIDC checks OpenID Connect's prompt=none codes (a user
// must sign in, pick an account or consent) read denied, from several
// providers, with near misses from the OAuth table that keep theirs.
func TestGeneralise398OIDC(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"auth0 login_required", "http", 0, "", `{"error":"login_required","error_description":"Login required"}`, rung.KindDenied},
		{"okta login_required", "http", 0, "", `{"error":"login_required","error_description":"The client specified not to prompt, but the user is not logged in."}`, rung.KindDenied},
		{"google interaction_required", "http", 400, "", `{"error":"interaction_required","error_description":"User interaction is required."}`, rung.KindDenied},
		{"b2c consent_required", "http", 0, "", `{"error":"consent_required","error_description":"AADB2C90118: The user has not granted consent."}`, rung.KindDenied},
		{"ping account_selection_required", "http", 0, "", `{"error":"account_selection_required","error_description":"End-user must select an account"}`, rung.KindDenied},
		{"keycloak request object", "http", 400, "", `{"error":"invalid_request_object","error_description":"Invalid Request"}`, rung.KindInvalid},
		// Near misses: the OAuth table's own codes keep their reading.
		{"temporarily unavailable", "http", 0, "", `{"error":"temporarily_unavailable","error_description":"try later"}`, rung.KindTransient},
		{"unsupported grant", "http", 400, "", `{"error":"unsupported_grant_type"}`, rung.KindInvalid},
	})
}
