package classify

import "testing"

// First run at 0403b01d: 28/34 overall, 16/21 tricky.
func TestIndependentCases1552(t *testing.T) {
	runIndependent(t, "testdata/independent1552.jsonl", true)
}

// TestGeneralise1552GpgNoTerminal: gpg without a terminal (--batch,
// --no-tty) that would have to ask for a passphrase or a confirmation
// ("Sorry, we are in batchmode - can't get input", "Sorry, no terminal at
// all requested - can't get input", "can't do this in batch mode") needs
// the answer passed by option: invalid, as sudo's "use the -S option".
// Near misses: git's disabled terminal prompt for credentials and sudo -n's
// "a password is required" stay denied; gpg's wrong passphrase stays
// denied. Source: gnupg 2.2.40 common/ttyio.c, g10/keyedit.c, captured live.
func TestGeneralise1552GpgNoTerminal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gpg batch sign", "exec", 2, "2", "exit status 2: gpg: Sorry, we are in batchmode - can't get input", invalid},
		{"gpg no-tty", "exec", 2, "2", "exit status 2: gpg: Sorry, no terminal at all requested - can't get input", invalid},
		{"gpg batch symmetric", "exec", 2, "2", "exit status 2: gpg: AES256.CFB encrypted data\ngpg: Sorry, we are in batchmode - can't get input", invalid},
		{"gpg batch edit", "exec", 2, "2", "exit status 2: gpg: can't do this in batch mode", invalid},
		{"git prompts disabled (near miss)", "exec", 128, "128", "exit status 128: fatal: could not read Username for 'https://github.com': terminal prompts disabled", denied},
		{"sudo -n (near miss)", "exec", 1, "1", "exit status 1: sudo: a password is required", denied},
		{"gpg bad passphrase (near miss)", "exec", 2, "2", "exit status 2: gpg: signing failed: Bad passphrase", denied},
	})
}

// TestGeneralise1552OpensslWeakKey: a key or digest below OpenSSL's
// security level (SSL_CTX_set_security_level(3)) in the SSL library's and
// X509 verify's words: the certificate or DH parameters must be reissued,
// premise, as crypto/tls's "512-bit keys are insecure" (set 1400). Near
// misses: a key file that is not a key stays invalid, a wrong password
// denied. Source: OpenSSL 3.0.19 s_server with a 1024-bit RSA key under
// Debian's level 2, captured live; ssl/ssl_err.c, crypto/x509/x509_txt.c.
func TestGeneralise1552OpensslWeakKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"s_server ee key", "exec", 1, "1", "exit status 1: error setting certificate\n40E7CAEC857F0000:error:0A00018F:SSL routines:SSL_CTX_use_certificate:ee key too small:../ssl/ssl_rsa.c:222:", premise},
		{"nginx ee key", "", 0, "", `SSL_CTX_use_certificate("/etc/nginx/cert.pem") failed (SSL: error:0A00018F:SSL routines::ee key too small)`, premise},
		{"python ee key", "", 0, "", "[SSL: EE_KEY_TOO_SMALL] ee key too small (_ssl.c:3900)", premise},
		{"curl dh key", "exec", 35, "35", "exit status 35: curl: (35) error:0A00018A:SSL routines::dh key too small", premise},
		{"ca md", "exec", 58, "58", "exit status 58: curl: (58) could not load PEM client certificate from client.pem, OpenSSL error error:0A00018E:SSL routines::ca md too weak, (no key found, wrong pass phrase, or wrong file format?)", premise},
		{"verify 66", "exec", 2, "2", "exit status 2: CN = localhost\nerror 66 at 0 depth lookup: EE certificate key too weak\nerror weak.pem: verification failed", premise},
		{"verify 68", "exec", 2, "2", "exit status 2: error 68 at 0 depth lookup: CA signature digest algorithm too weak", premise},
		{"not a certificate (near miss)", "exec", 1, "1", "exit status 1: Could not read certificate from leaf.key\n40173B8A957F0000:error:1608010C:STORE routines:ossl_store_handle_load_result:unsupported:../crypto/store/store_result.c:149:\nUnable to load certificate", invalid},
	})
}

// TestGeneralise1552OpensslCADuplicate: openssl ca with unique_subject
// refusing a second valid certificate for a subject ("ERROR:There is
// already a certificate for", TXT_DB error number 2): conflict. Near miss:
// a policy field the request lacks stays invalid. Source: openssl-ca(1),
// captured live with OpenSSL 3.0.19.
func TestGeneralise1552OpensslCADuplicate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ca duplicate subject", "exec", 1, "1", "exit status 1: Using configuration from ca.cnf\nCheck that the request matches the signature\nSignature ok\nERROR:There is already a certificate for /CN=api.internal\nThe matching entry has the following details\nType          :Valid", conflict},
		{"txt_db duplicate", "exec", 1, "1", "exit status 1: failed to update database\nTXT_DB error number 2", conflict},
		{"policy field (near miss)", "exec", 1, "1", "exit status 1: The mandatory countryName field was missing", invalid},
	})
}

// TestGeneralise1552OpensslBadDecrypt: OpenSSL's "bad decrypt" (EVP's
// padding check after decryption) is the wrong password or key: denied, as
// gpg's "Bad session key". Near miss: the same after openssl enc's
// "deprecated key derivation used" warning is a missing -pbkdf2, invalid
// (set 1314). Source: openssl-enc(1), captured live with OpenSSL 3.0.19.
func TestGeneralise1552OpensslBadDecrypt(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"enc 3.x", "exec", 1, "1", "exit status 1: bad decrypt\n40A7946FB67F0000:error:1C800064:Provider routines:ossl_cipher_unpadblock:bad decrypt:../providers/implementations/ciphers/ciphercommon_block.c:124:", denied},
		{"enc 1.1", "exec", 1, "1", "exit status 1: bad decrypt\n140235:error:06065064:digital envelope routines:EVP_DecryptFinal_ex:bad decrypt:crypto/evp/evp_enc.c:610:", denied},
		{"node decipher", "", 0, "", "Error: error:1C800064:Provider routines::bad decrypt", denied},
		{"legacy kdf (near miss)", "exec", 1, "1", "exit status 1: *** WARNING : deprecated key derivation used.\nUsing -iter or -pbkdf2 would be better.\nbad decrypt\n40F7DA92217F0000:error:1C800064:Provider routines:ossl_cipher_unpadblock:bad decrypt:../providers/implementations/ciphers/ciphercommon_block.c:124:", invalid},
	})
}

// TestGeneralise1552OpensslVerifyNames: OpenSSL's own verify lines for a
// certificate that does not name the host, email or IP address checked
// (X509_V_ERR 62, 63, 64 in openssl verify's "error N at D depth lookup:",
// s_client's "verify error:num=N:" and "Verify return code: N (...)"):
// premise, as curl's and Python's mismatch words. Near misses: an expired
// certificate stays premise by its own words, a refused connection
// transient. Source: openssl-verification-options(1), captured live.
func TestGeneralise1552OpensslVerifyNames(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"verify host", "exec", 2, "2", "exit status 2: CN = svc.example.test\nerror 62 at 0 depth lookup: hostname mismatch\nerror leaf.pem: verification failed", premise},
		{"s_client host", "exec", 1, "1", "exit status 1: depth=0 CN = localhost\nverify error:num=62:hostname mismatch\n406786C6657F0000:error:0A000086:SSL routines:tls_post_process_server_certificate:certificate verify failed:../ssl/statem/statem_clnt.c:1889:", premise},
		{"verify email", "exec", 2, "2", "exit status 2: error 63 at 0 depth lookup: email address mismatch", premise},
		{"return code ip", "", 0, "", "Verify return code: 64 (IP address mismatch)", premise},
		{"refused (near miss)", "exec", 1, "1", "exit status 1: 40F72226547F0000:error:8000006F:system library:BIO_connect:Connection refused:../crypto/bio/bio_sock2.c:117:calling connect()\nconnect:errno=111", transient},
	})
}

// TestGeneralise1552OpensslBadSignature: a public-key signature that does
// not verify over the data in OpenSSL's error queue ("rsa
// routines:ossl_rsa_verify:bad signature", 1.1's int_rsa_verify): the data
// is not what was signed, premise, as gpg's "BAD signature from". Near
// misses: a token's bare "invalid signature" stays denied. Source:
// openssl-dgst(1), captured live with OpenSSL 3.0.19.
func TestGeneralise1552OpensslBadSignature(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dgst 3.x", "exec", 1, "1", "exit status 1: 4087093CCF7F0000:error:02000068:rsa routines:ossl_rsa_verify:bad signature:../crypto/rsa/rsa_sign.c:429:\n4087093CCF7F0000:error:1C880004:Provider routines:rsa_verify:RSA lib:../providers/implementations/signature/rsa_sig.c:769:", premise},
		{"dgst 1.1", "exec", 1, "1", "exit status 1: 140:error:04091068:rsa routines:int_rsa_verify:bad signature:crypto/rsa/rsa_sign.c:220:", premise},
		{"token (near miss)", "http", 401, "", `{"error":"invalid signature"}`, denied},
	})
}
