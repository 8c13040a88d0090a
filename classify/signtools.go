package classify

// signToolWords: the signing, encryption and key tools an agent runs
// (gpg, openssl, age, minisign, signify, sq) in their own words, which the
// generic table reads the wrong way or not at all (held-out set 1314,
// captured live: gpg 2.2.40, OpenSSL 3.0.19, age 1.1.1, minisign 0.11,
// signify-openbsd 31, sq 0.27.0).
//
//   - Key material the host does not hold: gpg's "No secret key" (decrypt or
//     sign), "Can't check signature: No public key", a recipient "skipped:"
//     as unusable (expired, revoked, not validated: "There is no assurance
//     this key belongs to the named user") or found nowhere by WKD ("No
//     name", "No data"), "no gpg-agent running"; age's "no identity matched
//     any of the recipients"; sq's "No key to decrypt message" and "No key
//     to check checksum". The call is right; the keyring is not what the
//     plan believed: premise.
//   - A signature that does not hold for the data: gpg "BAD signature
//     from", sq "Message has been manipulated", minisign's key id that is not
//     the public key's. The artifact is not what its signer signed (or not
//     from that signer): do not use it, replan: premise.
//   - A secret offered that does not open the key: gpg's "Bad passphrase"
//     and, for symmetric data, "Bad session key": a refused credential,
//     denied, as openssl's "maybe wrong password" and minisign's "Wrong
//     password for that key".
//   - gpg's "there is a secret key for public key": the key's state (its
//     secret part) blocks the deletion until that is removed first: premise.
//   - gpg's "no valid OpenPGP data found": the input is not OpenPGP at all:
//     invalid. "WARNING: nothing exported" (exit 0): a success with nothing
//     in it: ambiguous.
//   - dirmngr's "No keyserver available": it marks a keyserver dead after a
//     refused or failed connection (dirmngr/ks-engine-hkp.c); the server is
//     down now: transient.
//   - age's "failed to parse header: failed to read line: EOF" is read in
//     goWords (goerr.go), ahead of its bare EOF.
//   - A key or output file that already exists and a tool that will not
//     overwrite it without --force: conflict (sq "exists, use \"sq --force
//     ...\" to overwrite").
var signToolWords = []pattern{
	{text: "decryption failed: no secret key", kind: premise, reason: "gpg: no secret key for the message's recipient in this keyring (or no agent to hold it): another key or keyring"},
	{text: "signing failed: no secret key", kind: premise, reason: "gpg: the signing key's secret part is not in this keyring"},
	{text: "\": no secret key", kind: premise, reason: "gpg: the key named has no secret part in this keyring"},
	{text: "can't check signature: no public key", kind: premise, reason: "gpg: the signer's public key is not in the keyring: import it first"},
	{text: "there is no assurance this key belongs to the named user", kind: premise, reason: "gpg: the recipient key is not validated in the trust model: certify or trust it first"},
	{text: "skipped: unusable public key", kind: premise, reason: "gpg: the recipient key is expired, revoked or not valid: obtain a usable key"},
	{text: "encryption failed: unusable public key", kind: premise, reason: "gpg: the recipient key is expired, revoked or not valid: obtain a usable key"},
	{text: "signing failed: unusable secret key", kind: premise, reason: "gpg: the signing key is expired or revoked"},
	{text: "via wkd: no name", kind: premise, reason: "gpg: no usable key locally and the recipient's domain publishes none (WKD): obtain the key"},
	{text: "via wkd: no data", kind: premise, reason: "gpg: no usable key locally and the recipient's domain publishes none (WKD): obtain the key"},
	{text: "no gpg-agent running in this session", kind: premise, reason: "gpg: no gpg-agent runs for this home directory (--no-autostart): the host setup is missing"},
	{text: "no identity matched any of the recipients", kind: premise, reason: "age: the file was encrypted to recipients whose identity the agent does not hold"},
	{text: "no key to decrypt message", kind: premise, reason: "sq: no key given can decrypt the message"},
	{text: "no key to check checksum from", kind: premise, reason: "sq: the signer's certificate is not at hand"},
	{text: "bad signature from \"", kind: premise, reason: "gpg: the signature does not match the data: the artifact is not what was signed"},
	{text: "message has been manipulated", kind: premise, reason: "sq: the signature does not match the data: the artifact is not what was signed"},
	{text: "but the key id in the public key is", kind: premise, reason: "minisign: the file was signed by another key than the one trusted"},
	{text: "decryption failed: bad session key", kind: denied, reason: "gpg: the passphrase offered does not open the data"},
	{text: "failed: bad passphrase", kind: denied, reason: "gpg: the passphrase offered does not unlock the key"},
	{text: "there is a secret key for public key", kind: premise, reason: "gpg: the key's secret part must be deleted first (--delete-secret-keys)"},
	{text: "no valid openpgp data found", kind: invalid, reason: "gpg: the input is not OpenPGP data"},
	{text: "warning: nothing exported", kind: ambiguous, reason: "gpg: no key matched: the export succeeded with nothing in it"},
	{text: "failed: no keyserver available", kind: transient, reason: "gpg/dirmngr: the keyserver was marked dead after a failed connection: try again later"},
	{text: "exists, use \"sq --force", kind: conflict, reason: "sq: the output file already exists and is not overwritten without --force"},
}

// signToolShapes reads what the phrase list cannot hold (set 1314):
//
//   - OpenSSL 3's "Could not read private key from X" (or "key", or
//     "certificate") with no reason after it: the file is there and read,
//     and is not a key (certificate) in any format the command knows: the
//     wrong file was passed, invalid. A wrong or missing passphrase ("maybe
//     wrong password", "bad decrypt", "unable to get passphrase") or a
//     missing file keeps its own reading.
//   - openssl enc's "bad decrypt" after its own "deprecated key derivation
//     used" warning: the call decrypts with the legacy KDF (no -pbkdf2 or
//     -iter), so data made with -pbkdf2 cannot open whatever the password:
//     repair the flags, invalid.
//   - A checksum list whose signature holds while a file it lists fails
//     (signify -C "Signature Verified ... x: FAIL"): the file differs from
//     what was signed: premise.
func signToolShapes(t string) (Result, bool) {
	if hasAny(t, "could not read private key from", "could not read key from", "could not read certificate from") &&
		!hasAny(t, "wrong password", "bad decrypt", "passphrase", "pass phrase", "no such file", "permission denied") {
		return verdict(invalid, "openssl: the file read is not a key or certificate in any format it knows: pass the right file")
	}
	if hasAny(t, "bad decrypt") && hasAny(t, "deprecated key derivation used") {
		return verdict(invalid, "openssl enc: decrypting with the legacy key derivation (no -pbkdf2/-iter) where the data was made with it: repair the flags")
	}
	if hasAny(t, "signature verified") && hasAny(t, ": fail") {
		return verdict(premise, "signify -C: the list's signature holds but a file fails its checksum: the file is not what was signed")
	}
	return Result{}, false
}
