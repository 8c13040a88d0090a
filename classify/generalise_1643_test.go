package classify

import "testing"

// First run at 6ab84231: 24/34 overall, 10/17 tricky.
// Tolerated: i1643-decrypt-no-secret-key: premise vs denied (ruling, set 1314, taxonomy "key material the keyring or host lacks"): I read a message encrypted to someone else as a missing authority; the ruling reads the keyring the plan believed in; not overturned.
// Tolerated: i1643-encrypt-untrusted-key: premise vs denied (ruling, sets 1314 and 1594): "There is no assurance this key belongs to the named user" is an unvalidated key, premise; I read the batch-mode trust refusal as the owner's decision.
// Tolerated: i1643-delete-key-with-secret: premise vs invalid (ruling, set 1314, taxonomy "there is a secret key for public key"): the key's state blocks the step; I read gpg naming the right option as a wrong call.
func TestIndependentCases1643(t *testing.T) {
	runIndependent(t, "testdata/independent1643.jsonl", true, "i1643-decrypt-no-secret-key", "i1643-encrypt-untrusted-key", "i1643-delete-key-with-secret")
}

// TestGeneralise1643GpgAgentExport: gpg --export-secret-keys (and
// --export-secret-subkeys) asks gpg-agent for each key; a wrong passphrase
// is "error receiving key from agent: Bad passphrase - skipped" before
// "WARNING: nothing exported": the refused credential decides, denied
// (captured live, gpg 2.2.40). Near misses: an export that matched no key
// ("nothing exported" alone) stays ambiguous; a missing pinentry stays
// premise.
func TestGeneralise1643GpgAgentExport(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1643-x1", protocol: "exec", status: 2, code: "2", msg: "gpg: key 8E85D4A3C755EE86CEBFBB3F325532B9D6626552: error receiving key from agent: Bad passphrase - skipped\ngpg: key 123716C88999B51EA76B75D939F99B9A01DBA668: error receiving key from agent: Bad passphrase - skipped\ngpg: WARNING: nothing exported\nexit status 2", want: denied},
		{name: "g1643-x2", protocol: "exec", status: 2, code: "2", msg: "gpg: key 123716C88999B51EA76B75D939F99B9A01DBA668: error receiving key from agent: Bad passphrase - skipped\nexit status 2", want: denied},
		{name: "g1643-x3", msg: "gpg: key 0xDEADBEEF00112233: error receiving key from agent: Bad passphrase - skipped", want: denied},
		// Near misses.
		{name: "g1643-x-n1", protocol: "exec", status: 0, code: "0", msg: "gpg: WARNING: nothing exported\nexit status 0", want: ambiguous},
		{name: "g1643-x-n2", msg: "gpg: public key decryption failed: No pinentry\ngpg: decryption failed: No secret key", want: premise},
	})
}

// TestGeneralise1643GpgCallWords: gpg's own words for a wrong call
// (captured live, gpg 2.2.40): a user id matching several keys ('key "x"
// not found: Ambiguous name', GPG_ERR_AMBIGUOUS_NAME) is ambiguous;
// '"x" is not a fingerprint' (fpr-only commands), "conflicting commands",
// "Key generation failed: Unknown elliptic curve" and --verify of data with
// no signature ("verify signatures failed: Unexpected error") are invalid;
// an expired signature ("Expired signature from", EXPSIG) is premise.
// Near misses: a name that matches no key ("not found: No public key")
// stays premise; "not a key ID: skipping" and "Invalid user ID" keep
// invalid; BAD signature stays premise.
func TestGeneralise1643GpgCallWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1643-w1", protocol: "exec", status: 2, code: "2", msg: "gpg: key \"alice\" not found: Ambiguous name\nexit status 2", want: ambiguous},
		{name: "g1643-w2", protocol: "exec", status: 2, code: "2", msg: "gpg: key \"alice\" not found: Ambiguous name\ngpg: revoking the user ID failed: Ambiguous name\nexit status 2", want: ambiguous},
		{name: "g1643-w3", protocol: "exec", status: 2, code: "2", msg: "gpg: \"0xA3F145B3E478F260\" is not a fingerprint\nexit status 2", want: invalid},
		{name: "g1643-w4", msg: "gpg: \"alice\" is not a fingerprint", want: invalid},
		{name: "g1643-w5", protocol: "exec", status: 2, code: "2", msg: "gpg: conflicting commands\nexit status 2", want: invalid},
		{name: "g1643-w6", protocol: "exec", status: 2, code: "2", msg: "gpg: Key generation failed: Unknown elliptic curve\ngpg: Key not changed so no update needed.\nexit status 2", want: invalid},
		{name: "g1643-w7", protocol: "exec", status: 2, code: "2", msg: "gpg: Key generation failed: Unknown elliptic curve\nexit status 2", want: invalid},
		{name: "g1643-w8", protocol: "exec", status: 2, code: "2", msg: "gpg: verify signatures failed: Unexpected error\nexit status 2", want: invalid},
		{name: "g1643-w9", protocol: "exec", status: 1, code: "1", msg: "gpg: Signature made Mon Dec  7 09:36:56 2026 UTC\ngpg:                using RSA key 0123456789ABCDEF0123456789ABCDEF01234567\ngpg: Expired signature from \"Build Bot <bot@example.org>\" [full]\ngpg: Signature expired Tue Dec  8 09:36:56 2026 UTC\nexit status 1", want: premise},
		// Near misses.
		{name: "g1643-w-n1", protocol: "exec", status: 2, code: "2", msg: "gpg: key \"nosuch@example.org\" not found: No public key\nexit status 2", want: premise},
		{name: "g1643-w-n2", protocol: "exec", status: 2, code: "2", msg: "gpg: \"xyz\" not a key ID: skipping\nexit status 2", want: invalid},
		{name: "g1643-w-n3", protocol: "exec", status: 2, code: "2", msg: "gpg: Key generation failed: Invalid user ID\nexit status 2", want: invalid},
		{name: "g1643-w-n4", protocol: "exec", status: 1, code: "1", msg: "gpg: Signature made Mon Dec  7 09:36:42 2026 UTC\ngpg: BAD signature from \"Alice <alice@example.org>\" [ultimate]\nexit status 1", want: premise},
		{name: "g1643-w-n5", protocol: "exec", status: 2, code: "2", msg: "gpg: error reading key: No public key\nexit status 2", want: premise},
	})
}
