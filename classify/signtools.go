package classify

import "strings"

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
	// Set 1594: gpg names the cause of a failed unlock first ("public key
	// decryption failed: Bad passphrase", "... No pinentry") and then sums
	// up with "decryption failed: No secret key": the key is there, its
	// unlock failed, so the cause is read ahead of the summary.
	{text: "decryption failed: bad session key", kind: denied, reason: "gpg: the passphrase offered does not open the data"},
	{text: "failed: bad passphrase", kind: denied, reason: "gpg: the passphrase offered does not unlock the key"},
	// Set 1643: --export-secret-keys (and -subkeys) asks gpg-agent for each
	// key; a wrong passphrase is "error receiving key from agent: Bad
	// passphrase - skipped", then "WARNING: nothing exported": the cause
	// is the refused credential, denied, read ahead of the empty export's
	// ambiguous.
	{text: "from agent: bad passphrase", kind: denied, reason: "gpg: the agent would not release the secret key: the passphrase offered is wrong"},
	// Set 1643: gpg's argument errors in its own words: a user id that
	// matches several keys (GPG_ERR_AMBIGUOUS_NAME, 'key "x" not found:
	// Ambiguous name'; narrow to a fingerprint: ambiguous, where "not
	// found: No public key" stays premise); --quick-set-expire and the
	// other fpr-only commands given a name or short id ('"x" is not a
	// fingerprint'); two commands in one call ("conflicting commands"); an
	// algorithm name gpg does not know ("Key generation failed: Unknown
	// elliptic curve"); and --verify of data that holds no signature at all
	// (encrypted only: "verify signatures failed: Unexpected error"). The
	// call is wrong: invalid. An expired signature ("Expired signature
	// from", status EXPSIG) held when it was made and needs a fresh one:
	// premise.
	{text: "not found: ambiguous name", kind: ambiguous, reason: "gpg: the user id matches several keys: name one by its fingerprint"},
	{text: "failed: ambiguous name", kind: ambiguous, reason: "gpg: the user id matches several keys: name one by its fingerprint"},
	{text: "\" is not a fingerprint", kind: invalid, reason: "gpg: this command takes a full fingerprint, not a name or key id"},
	// Set 1738: gpg's key-edit commands whose change is already in place
	// exit 0 and say so (g10/keyedit.c): '"uid" was already locally
	// signed by key X' / 'was already signed by key X' then "Nothing to
	// sign with key X" (--quick-sign-key, --quick-lsign-key run again),
	// 'user ID "uid" is already revoked' (--quick-revoke-uid again): the
	// world already holds what the step was to make: conflict, as
	// openssl ca's "Already revoked" and --import's "unchanged:".
	{text: "\" was already locally signed by key", kind: conflict, reason: "gpg: the key already carries this local certification: nothing to sign"},
	{text: "\" was already signed by key", kind: conflict, reason: "gpg: the key already carries this certification: nothing to sign"},
	{text: "\" is already revoked", kind: conflict, reason: "gpg: the user id is already revoked: nothing to revoke"},
	// Set 1738: gpg-agent configured with no-allow-loopback-pinentry
	// refuses a caller's --pinentry-mode loopback with GPG_ERR_NOT_SUPPORTED
	// (agent/command.c option_handler; gpg's call-agent.c "setting
	// pinentry mode '%s' failed: %s"): the agent's owner forbids handing
	// it the passphrase this way: denied, as sudo -n's and git's disabled
	// prompt. An unknown mode name ("invalid pinentry mode") stays invalid.
	{text: "pinentry mode 'loopback' failed: not supported", kind: denied, reason: "gpg-agent: loopback pinentry is disallowed by the agent's configuration (no-allow-loopback-pinentry)"},
	{text: "gpg: conflicting commands", kind: invalid, reason: "gpg: the call gives two commands at once: pass one"},
	{text: "key generation failed: unknown elliptic curve", kind: invalid, reason: "gpg: the algorithm named is not one gpg knows (rsa3072, ed25519, cv25519, ...)"},
	{text: "verify signatures failed: unexpected error", kind: invalid, reason: "gpg --verify: the input holds no signature (encrypted data only): decrypt it, or verify the signed file"},
	{text: "error reading key: no public key", kind: premise, reason: "gpg: no key in the keyring matches the name listed or edited"},
	{text: "expired signature from \"", kind: premise, reason: "gpg: the signature held when made and has expired: a fresh signature is needed"},
	// Set 1594: gpg-agent's GPG_ERR_NO_PIN_ENTRY, "No pinentry": the
	// pinentry program the agent runs to ask for a passphrase is missing or
	// will not start (pinentry-program): the host lacks a piece the step
	// rests on, premise (or switch to --pinentry-mode loopback).
	{text: "failed: no pinentry", kind: premise, reason: "gpg-agent: no pinentry program could be started to ask for the passphrase: install or configure one, or use loopback"},
	{text: "decryption failed: no secret key", kind: premise, reason: "gpg: no secret key for the message's recipient in this keyring (or no agent to hold it): another key or keyring"},
	{text: "signing failed: no secret key", kind: premise, reason: "gpg: the signing key's secret part is not in this keyring"},
	{text: "\": no secret key", kind: premise, reason: "gpg: the key named has no secret part in this keyring"},
	{text: "can't check signature: no public key", kind: premise, reason: "gpg: the signer's public key is not in the keyring: import it first"},
	{text: "there is no assurance this key belongs to the named user", kind: premise, reason: "gpg: the recipient key is not validated in the trust model: certify or trust it first"},
	{text: "skipped: unusable public key", kind: premise, reason: "gpg: the recipient key is expired, revoked or not valid: obtain a usable key"},
	{text: "encryption failed: unusable public key", kind: premise, reason: "gpg: the recipient key is expired, revoked or not valid: obtain a usable key"},
	// Set 1594: a recipient whose only key is revoked or expired (and
	// --auto-key-locate local, or none) is skipped as "No public key", and
	// sign+encrypt says "sign+encrypt failed:": the keyring holds no usable
	// key for the recipient, premise as its "Unusable public key".
	{text: "encrypt failed: unusable public key", kind: premise, reason: "gpg: the recipient key is expired, revoked or not valid: obtain a usable key"},
	{text: "skipped: no public key", kind: premise, reason: "gpg: no usable public key for the recipient in the keyring: obtain or import it"},
	{text: "encryption failed: no public key", kind: premise, reason: "gpg: no usable public key for the recipient in the keyring: obtain or import it"},
	{text: "encrypt failed: no public key", kind: premise, reason: "gpg: no usable public key for the recipient in the keyring: obtain or import it"},
	// Set 1594: gpg run with no recipient at all (-e under --batch, no -r,
	// no default-recipient): pkclist.c's "no valid addressees", then
	// "encryption failed: No user ID". The call names nobody: invalid.
	// Recipients that were named but skipped print their own "skipped:"
	// reason first and keep it.
	{text: "gpg: no valid addressees", kind: invalid, reason: "gpg: the call names no recipient to encrypt to: add -r"},
	// Set 1594: a detached signature verified without its data (gpg read
	// an empty stdin): "no signed data", "can't hash datafile: No data":
	// the call must name the signed file, invalid. A named data file that
	// is missing ("can't open signed data", "No such file or directory")
	// keeps the missing file's premise.
	{text: "gpg: no signed data", kind: invalid, reason: "gpg: a detached signature was verified without its data file: name the signed file"},
	{text: "can't hash datafile: no data", kind: invalid, reason: "gpg: a detached signature was verified without its data file: name the signed file"},
	// Set 1594: --recv-keys (and --refresh-keys) take key ids or
	// fingerprints; an address or name is "not a key ID: skipping":
	// invalid (--locate-keys finds by address).
	{text: "not a key id: skipping", kind: invalid, reason: "gpg: --recv-keys takes a key id or fingerprint, not an address or name: use --locate-keys or pass the fingerprint"},
	// Set 1594: gpg's verify prints "Good signature" and exits 0, but the
	// key is not certified by a trusted signature (or only marginally): the
	// signature holds, who made it is not established: the result cannot
	// serve as proof of origin, ambiguous.
	{text: "this key is not certified with a trusted signature", kind: ambiguous, reason: "gpg: a good signature by a key the trust model does not validate: the signer's identity is not established"},
	{text: "this key is not certified with sufficiently trusted signatures", kind: ambiguous, reason: "gpg: a good signature by a key only marginally validated: the signer's identity is not established"},
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
	{text: "there is a secret key for public key", kind: premise, reason: "gpg: the key's secret part must be deleted first (--delete-secret-keys)"},
	{text: "no valid openpgp data found", kind: invalid, reason: "gpg: the input is not OpenPGP data"},
	{text: "warning: nothing exported", kind: ambiguous, reason: "gpg: no key matched: the export succeeded with nothing in it"},
	// Set 1594: the keyserver answered and holds no key for the id asked
	// ("keyserver receive failed: No data"): the key was never published
	// there: premise, as WKD's "No data".
	{text: "keyserver receive failed: no data", kind: premise, reason: "gpg/dirmngr: the keyserver holds no key for this id: obtain the key another way"},
	{text: "failed: no keyserver available", kind: transient, reason: "gpg/dirmngr: the keyserver was marked dead after a failed connection: try again later"},
	{text: "exists, use \"sq --force", kind: conflict, reason: "sq: the output file already exists and is not overwritten without --force"},
	// Set 1552: gpg run without a terminal (--batch, --no-tty) that would
	// have to ask for something (a passphrase, a confirmation): tty.c's
	// "Sorry, we are in batchmode - can't get input" and "Sorry, no
	// terminal at all requested - can't get input", keyedit.c's "can't do
	// this in batch mode". The call must pass it by option
	// (--passphrase-file with --pinentry-mode loopback, --yes), as sudo's
	// "use the -S option": invalid. A prompt left waiting until a deadline
	// killed the run keeps set 1492's reading (childproc.go awaitsSecret).
	{text: "- can't get input", kind: invalid, reason: "gpg: it cannot prompt without a terminal: pass the passphrase or answer by option (--passphrase-file, --pinentry-mode loopback, --yes)"},
	{text: "can't do this in batch mode", kind: invalid, reason: "gpg: the command needs an interactive answer in batch mode: pass it by option (--yes)"},
	// Set 1552: a key or digest below OpenSSL's security level
	// (SSL_CTX_set_security_level(3); Debian's default is level 2): the
	// SSL library's "ee key too small", "ca key too small", "ca md too
	// weak", "dh key too small" (also Python's [SSL: EE_KEY_TOO_SMALL]) and
	// X509 verify's "EE certificate key too weak", "CA certificate key too
	// weak", "CA signature digest algorithm too weak". The certificate, key
	// or DH parameters must be reissued (or the level lowered by the
	// host's policy): premise, as crypto/tls's "512-bit keys are insecure"
	// (set 1400).
	{text: "ee key too small", kind: premise, reason: "OpenSSL: the certificate's key is below the security level: reissue it with a stronger key"},
	{text: "ee_key_too_small", kind: premise, reason: "OpenSSL: the certificate's key is below the security level: reissue it with a stronger key"},
	{text: "ca key too small", kind: premise, reason: "OpenSSL: the issuer's key is below the security level: another chain is needed"},
	{text: "ca_key_too_small", kind: premise, reason: "OpenSSL: the issuer's key is below the security level: another chain is needed"},
	{text: "ca md too weak", kind: premise, reason: "OpenSSL: the certificate's signature digest is below the security level: reissue it"},
	{text: "ca_md_too_weak", kind: premise, reason: "OpenSSL: the certificate's signature digest is below the security level: reissue it"},
	{text: "dh key too small", kind: premise, reason: "OpenSSL: the server's Diffie-Hellman parameters are below the security level: the server's configuration"},
	{text: "dh_key_too_small", kind: premise, reason: "OpenSSL: the server's Diffie-Hellman parameters are below the security level: the server's configuration"},
	{text: "ee certificate key too weak", kind: premise, reason: "OpenSSL verify: the certificate's key is below the security level: reissue it"},
	{text: "ca certificate key too weak", kind: premise, reason: "OpenSSL verify: the issuer's key is below the security level"},
	{text: "ca signature digest algorithm too weak", kind: premise, reason: "OpenSSL verify: the certificate's signature digest is below the security level: reissue it"},
	// Set 1552: openssl ca with unique_subject = yes (the default) refuses
	// a second valid certificate for a subject its index.txt already holds:
	// "ERROR:There is already a certificate for /CN=x", and its TXT_DB
	// update's TXT_DB_ERROR_INDEX_DUPLICATE, "TXT_DB error number 2": the
	// world holds what the step was to create, conflict (openssl-ca(1)
	// unique_subject; crypto/txt_db).
	{text: "there is already a certificate for", kind: conflict, reason: "openssl ca: the CA's database already holds a valid certificate for this subject (unique_subject)"},
	{text: "txt_db error number 2", kind: conflict, reason: "openssl ca: the CA's database already holds an entry with this index (TXT_DB_ERROR_INDEX_DUPLICATE)"},
	// Set 1653: openssl ca -revoke of a certificate its index.txt already
	// marks revoked ("ERROR:Already revoked, serial number 1000", apps/ca.c
	// do_revoke): the revocation the step was to make is recorded, conflict.
	{text: "error:already revoked, serial number", kind: conflict, reason: "openssl ca: the CA's database already records this certificate as revoked"},
	// Set 1653: OpenSSL 3's RSA key generation refusing the size asked for
	// (genrsa 256, req -newkey rsa:256, genpkey -pkeyopt
	// rsa_keygen_bits:100 all end in the provider's
	// "rsa_gen_set_params:key size too small"): the argument is wrong,
	// invalid; a peer's key below the security level ("ee key too small")
	// stays premise above.
	{text: "rsa_gen_set_params:key size too small", kind: invalid, reason: "openssl: the RSA key size asked for is below the minimum (512 bits): repair the size"},
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
	if r, ok := opensslResultLine(t); ok { // set 1653
		return r, true
	}
	if hasAny(t, "could not read private key from", "could not read key from", "could not read certificate from") &&
		!hasAny(t, "wrong password", "bad decrypt", "passphrase", "pass phrase", "no such file", "permission denied") {
		return verdict(invalid, "openssl: the file read is not a key or certificate in any format it knows: pass the right file")
	}
	if hasAny(t, "bad decrypt") && hasAny(t, "deprecated key derivation used") {
		return verdict(invalid, "openssl enc: decrypting with the legacy key derivation (no -pbkdf2/-iter) where the data was made with it: repair the flags")
	}
	// Set 1552: OpenSSL's "bad decrypt" (EVP's padding check after a
	// password-based or keyed decryption, openssl enc, Node's decipher,
	// OpenSSL 1.1's EVP_DecryptFinal_ex) without the legacy-KDF warning
	// above: the password or key offered does not open the data, denied,
	// as gpg's "Bad session key" and openssl's "maybe wrong password".
	if hasAny(t, "bad decrypt") {
		return verdict(denied, "openssl: the password or key offered does not decrypt the data (bad decrypt)")
	}
	// Set 1552: OpenSSL's own verify error lines, "error 62 at 0 depth
	// lookup: hostname mismatch" (openssl verify), "verify error:num=62:
	// hostname mismatch" (s_client), "Verify return code: 62 (hostname
	// mismatch)", for X509_V_ERR_HOSTNAME_MISMATCH, _EMAIL_MISMATCH and
	// _IP_ADDRESS_MISMATCH: the certificate does not name what the plan
	// connects to, premise, as curl's and Python's words in certNameWords.
	if hasAny(t, "depth lookup:", "verify error:num=", "verify return code:") &&
		hasAny(t, "hostname mismatch", "email address mismatch", "ip address mismatch") {
		return verdict(premise, "OpenSSL verify: the certificate does not name the host, address or email the call checks against")
	}
	// Set 1552: a public-key signature that does not verify over the data
	// in OpenSSL's error queue, "rsa routines:ossl_rsa_verify:bad
	// signature" (3.x; 1.1's int_rsa_verify), from openssl dgst -verify or
	// pkeyutl -verify: the data is not what the key signed, premise, as
	// gpg's "BAD signature from". A token's "invalid signature" stays
	// denied (no OpenSSL routine line).
	if hasAny(t, "rsa_verify:bad signature", "routines::bad signature") && !hasAny(t, "ssl routines") {
		return verdict(premise, "openssl: the signature does not verify over the data: the artifact is not what was signed")
	}
	// Set 1594: gpg's packet parser on input that is not OpenPGP:
	// "packet(1) with unknown version 208", as its "no valid OpenPGP data
	// found": the wrong file was passed, invalid.
	if hasAny(t, "gpg: packet(") && hasAny(t, ") with unknown version") {
		return verdict(invalid, "gpg: the input does not parse as OpenPGP packets: pass the right file")
	}
	// Set 1594: dirmngr could not reach the keyserver: its host did not
	// resolve ("No name", offline DNS), the connection failed, or the
	// server answered with an error ("Server indicated a failure", a 5xx):
	// the key id is fine, the keyserver is out of reach now: transient, as
	// its "No keyserver available". A key the server does not hold ("No
	// data") stays premise.
	if hasAny(t, "keyserver receive failed: ", "keyserver send failed: ", "keyserver search failed: ", "keyserver refresh failed: ") &&
		hasAny(t, "failed: no name", "failed: server indicated a failure", "failed: connection refused", "failed: network is unreachable", "failed: connection timed out", "failed: no route to host", "failed: try again later") {
		return verdict(transient, "gpg/dirmngr: the keyserver cannot be reached or answered with a server error now: try again later")
	}
	// Set 1594: gpg --import of keys the keyring already holds exits 0 with
	// 'key X: "..." not changed' and an "unchanged:" counter (even its
	// "secret key imported" line changes nothing): the world already holds
	// what the step was to add, conflict. Any new key, user id, subkey,
	// signature or revocation keeps the import a success.
	if hasAny(t, "gpg: total number processed:") && hasAny(t, "unchanged: ") &&
		!hasAny(t, "imported: ", "new user ids:", "new subkeys:", "new signatures:", "new key revocations:", "not imported:", "no valid openpgp data") {
		return verdict(conflict, "gpg --import: the keyring already holds these keys unchanged: nothing was added")
	}
	if hasAny(t, "signature verified") && hasAny(t, ": fail") {
		return verdict(premise, "signify -C: the list's signature holds but a file fails its checksum: the file is not what was signed")
	}
	return Result{}, false
}

// opensslResultLine reads OpenSSL CLI failures whose words only mean a
// verdict in the command's own line shapes (held-out set 1653, OpenSSL
// 3.0.19 captured live):
//
//   - openssl x509 -checkend N prints "Certificate will expire" and exits 1
//     when the certificate ends within N seconds (openssl-x509(1)): the
//     certificate the plan rests on is (about to be) expired, premise.
//     "Certificate will not expire" is the success.
//   - openssl storeutl's closing count "Total found: 0" (exit 0): the
//     search ran and matched nothing where an object was wanted,
//     ambiguous, as gpg's "nothing exported".
//   - X509_V_ERR_UNABLE_TO_GET_CRL in the CLI's own verify lines ("error 3
//     at 0 depth lookup: unable to get certificate CRL", s_client's
//     "verify error:num=3:"): the call asked for -crl_check(_all) without a
//     CRL (-CRLfile): repair the arguments, invalid.
func opensslResultLine(t string) (Result, bool) {
	switch {
	case hasFold(t, "certificate will expire"):
		for line := range strings.Lines(t) {
			if strings.EqualFold(strings.TrimSpace(line), "certificate will expire") {
				return verdict(premise, "openssl x509 -checkend: the certificate expires within the window asked (or has expired): renew it")
			}
		}
	case hasFold(t, "total found: 0"):
		for line := range strings.Lines(t) {
			if strings.EqualFold(strings.TrimSpace(line), "total found: 0") {
				return verdict(ambiguous, "openssl storeutl: the search matched nothing")
			}
		}
	case hasAny(t, "depth lookup: unable to get certificate crl", "verify error:num=3:unable to get certificate crl"):
		return verdict(invalid, "openssl: CRL checking was asked for without a CRL: pass -CRLfile (or drop -crl_check)")
	}
	return Result{}, false
}
