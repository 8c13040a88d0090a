package classify

import "testing"

// First run at fea4166e: 21/34 overall, 11/22 tricky.
// Tolerated: i1594-encrypt-no-assurance-untrusted: premise vs denied (ruling, set 1314, signtools.go and taxonomy: "There is no assurance this key belongs to the named user" is an unvalidated key, premise): I read the trust model's batch refusal as a policy refusal; not overturned.
// Tolerated: i1594-verify-trailing-garbage-ctb: invalid vs ambiguous (label arguable, one-off): a good signature followed by an invalid trailing packet and exit 2; "invalid packet (ctb=..)" reads as malformed input, which is defensible.
// Tolerated: i1594-gpgconf-component-not-found: premise vs invalid (one-off): gpgconf's bare "Component not found" shares its words with web apps' missing-component premise; no gpg marker to key on.
func TestIndependentCases1594(t *testing.T) {
	runIndependent(t, "testdata/independent1594.jsonl", true, "i1594-encrypt-no-assurance-untrusted", "i1594-verify-trailing-garbage-ctb", "i1594-gpgconf-component-not-found")
}

// TestGeneralise1594GpgCauseFirst: gpg names a failed unlock's cause
// ("Bad passphrase", "No pinentry") before its summary "decryption failed:
// No secret key"; the cause decides (captured live, gpg 2.2.40; gpg-agent's
// GPG_ERR_NO_PIN_ENTRY). A plain missing key keeps premise.
func TestGeneralise1594GpgCauseFirst(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1594-c1", protocol: "exec", status: 2, code: "2", msg: "gpg: encrypted with 3072-bit RSA key, ID 1122334455667788, created 2025-03-01\n      \"ops <ops@example.org>\"\ngpg: public key decryption failed: Bad passphrase\ngpg: decryption failed: No secret key\nexit status 2", want: denied},
		{name: "g1594-c2", protocol: "exec", status: 2, code: "2", msg: "gpg: public key decryption failed: No pinentry\ngpg: decryption failed: No secret key\nexit status 2", want: premise},
		{name: "g1594-c3", protocol: "exec", status: 2, code: "2", msg: "gpg: signing failed: No pinentry\nexit status 2", want: premise},
		{name: "g1594-c4", msg: "gpg: key generation failed: No pinentry", want: premise},
		{name: "g1594-c5", msg: "gpg: decryption failed: Bad session key\ngpg: decryption failed: No secret key", want: denied},
		// Near misses: no unlock was tried, the key is absent.
		{name: "g1594-c-n1", protocol: "exec", status: 2, code: "2", msg: "gpg: encrypted with ECDH key, ID 29C665124CF94E77\ngpg: decryption failed: No secret key\nexit status 2", want: premise},
		{name: "g1594-c-n2", msg: "gpg: skipped \"ops\": No secret key\ngpg: signing failed: No secret key", want: premise},
	})
}

// TestGeneralise1594GpgRecipients: a recipient with no usable key (revoked
// or expired, so skipped as "No public key"; sign+encrypt's own words) is
// premise; a call that names no recipient at all ("no valid addressees",
// pkclist.c) is invalid (captured live, gpg 2.2.40).
func TestGeneralise1594GpgRecipients(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1594-r1", protocol: "exec", status: 2, code: "2", msg: "gpg: ops@example.org: skipped: No public key\ngpg: report.pdf: encryption failed: No public key\nexit status 2", want: premise},
		{name: "g1594-r2", msg: "gpg: ops@example.org: skipped: No public key\ngpg: report.pdf: sign+encrypt failed: No public key", want: premise},
		{name: "g1594-r3", msg: "gpg: report.pdf: sign+encrypt failed: Unusable public key", want: premise},
		{name: "g1594-r4", protocol: "exec", status: 2, code: "2", msg: "gpg: no valid addressees\ngpg: report.pdf: encryption failed: No user ID\nexit status 2", want: invalid},
		{name: "g1594-r5", msg: "gpg: no valid addressees\ngpg: [stdin]: sign+encrypt failed: No user ID", want: invalid},
		// Near miss: a named recipient skipped keeps its reason.
		{name: "g1594-r-n1", msg: "gpg: ops@example.org: skipped: Unusable public key\ngpg: report.pdf: encryption failed: Unusable public key", want: premise},
	})
}

// TestGeneralise1594GpgVerifyCalls: gpg's verify and key-fetch calls that
// are wrong as made: a detached signature without its data ("no signed
// data", "can't hash datafile: No data"), an address to --recv-keys ("not a
// key ID: skipping"), input that is not OpenPGP ("packet(N) with unknown
// version"): invalid. A named data file that is missing stays premise
// (captured live, gpg 2.2.40).
func TestGeneralise1594GpgVerifyCalls(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1594-v1", protocol: "exec", status: 2, code: "2", msg: "gpg: no signed data\ngpg: can't hash datafile: No data\nexit status 2", want: invalid},
		{name: "g1594-v2", msg: "gpgv: no signed data\ngpgv: can't hash datafile: No data", want: invalid},
		{name: "g1594-v3", protocol: "exec", status: 2, code: "2", msg: "gpg: \"ops@example.org\" not a key ID: skipping\nexit status 2", want: invalid},
		{name: "g1594-v4", protocol: "exec", status: 2, code: "2", msg: "gpg: packet(3) with unknown version 77\nexit status 2", want: invalid},
		{name: "g1594-v5", msg: "gpg: packet(2) with unknown version 9\ngpg: no valid OpenPGP data found.", want: invalid},
		// Near misses: the data file named is missing: premise.
		{name: "g1594-v-n1", msg: "gpg: can't hash datafile: No such file or directory", want: premise},
		{name: "g1594-v-n2", msg: "gpg: Can't check signature: No public key", want: premise},
	})
}

// TestGeneralise1594GpgOutcomes: gpg runs that exit 0 yet do not give what
// the step wanted: a good signature by a key not certified as trusted
// (ambiguous: who signed is not established), and an import of keys the
// keyring already holds ("not changed", "unchanged:" counters: conflict).
// A BAD signature stays premise; an import that added something stays a
// success (captured live, gpg 2.2.40; gph manual x334).
func TestGeneralise1594GpgOutcomes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1594-o1", protocol: "exec", msg: "gpg: Good signature from \"Ops <ops@example.org>\" [unknown]\ngpg: WARNING: This key is not certified with a trusted signature!\ngpg:          There is no indication that the signature belongs to the owner.", want: ambiguous},
		{name: "g1594-o2", msg: "gpg: Good signature from \"Ops <ops@example.org>\" [marginal]\ngpg: WARNING: This key is not certified with sufficiently trusted signatures!\ngpg:          It is not certain that the signature belongs to the owner.", want: ambiguous},
		{name: "g1594-o3", protocol: "exec", msg: "gpg: key 1122334455667788: \"Ops <ops@example.org>\" not changed\ngpg: Total number processed: 1\ngpg:              unchanged: 1", want: conflict},
		{name: "g1594-o4", msg: "gpg: key 1122334455667788: \"Ops <ops@example.org>\" not changed\ngpg: key 1122334455667788: secret key imported\ngpg: Total number processed: 1\ngpg:              unchanged: 1\ngpg:       secret keys read: 1\ngpg:  secret keys unchanged: 1", want: conflict},
		// Near misses.
		{name: "g1594-o-n1", msg: "gpg: BAD signature from \"Ops <ops@example.org>\" [unknown]", want: premise},
		{name: "g1594-o-n2", msg: "gpg: key 1122334455667788: \"Ops <ops@example.org>\" 1 new signature\ngpg: Total number processed: 2\ngpg:              unchanged: 1\ngpg:         new signatures: 1", want: unk},
	})
}

// TestGeneralise1594GpgKeyserverReach: dirmngr that cannot reach the
// keyserver (its host unresolved, "No name"; the connection refused; a
// server error, "Server indicated a failure") is a wait, as its "No
// keyserver available" (dirmngr/ks-engine-hkp.c). A key the server does not
// hold ("No data") and WKD's "No name" for a recipient stay premise.
func TestGeneralise1594GpgKeyserverReach(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "g1594-k1", protocol: "exec", status: 2, code: "2", msg: "gpg: keyserver receive failed: No name\nexit status 2", want: transient},
		{name: "g1594-k2", msg: "gpg: keyserver receive failed: Server indicated a failure", want: transient},
		{name: "g1594-k3", msg: "gpg: keyserver send failed: Connection refused", want: transient},
		{name: "g1594-k4", msg: "gpg: keyserver search failed: Network is unreachable", want: transient},
		// Near misses.
		{name: "g1594-k-n2", msg: "gpg: keyserver receive failed: No data", want: premise},
		{name: "g1594-k-n1", msg: "gpg: error retrieving 'ops@example.org' via WKD: No name\ngpg: ops@example.org: skipped: No name", want: premise},
	})
}
