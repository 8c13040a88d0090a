package classify

import "testing"

// Tolerated: i1721-cli-tls12only: unknown vs invalid (ruling): no TLS version both sides accept reads premise (taxonomy "no TLS version, cipher or application protocol both sides accept"); here the client's own --priority excluded TLS 1.3.
// Tolerated: i1721-cli-cipher: unknown vs invalid (ruling): the same row, a handshake_failure alert [40] for no shared cipher.
// Tolerated: i1721-cli-http: invalid vs premise (ruling): TLS against a plain HTTP port reads invalid (taxonomy "TLS against a plain port").
// Tolerated: i1721-ocsp-http: invalid vs premise (ruling): the same row, ocsptool --ask at a plain HTTP server that is no OCSP responder.
// Tolerated: i1721-ssrv-inuse: premise vs conflict (ruling): EADDRINUSE reads premise (the plan's choice of port); openssl s_server exits 0 here.
// Tolerated: i1721-cli-psk-wrong: unknown vs denied (one-off): "Received alert [47]: Illegal parameter" does not name PSK; the alert alone reads as a bad argument.
// Tolerated: i1721-cli-psk12: unknown vs denied (one-off): "Received alert [20]: Bad record MAC" does not name PSK; elsewhere it is a corrupted record.
// Tolerated: i1721-cli-certnokey: unknown vs invalid (one-off): "Received alert [51]: Decrypt error" is also a wrong PSK or a refused signature; nothing in the text says which key.
// Tolerated: i1721-p11-privkeys: unknown vs premise (one-off): p11tool's "no token URL was provided" is invalid when it lists tokens and premise only by the empty list after it.
// First run at 9d5c87d0: 9/34 overall, 1/18 tricky.
func TestIndependentCases1721(t *testing.T) {
	runIndependent(t, "testdata/independent1721.jsonl", true, "i1721-cli-tls12only", "i1721-cli-cipher", "i1721-cli-http", "i1721-ocsp-http", "i1721-ssrv-inuse", "i1721-cli-psk-wrong", "i1721-cli-psk12", "i1721-cli-certnokey", "i1721-p11-privkeys")
}

// GnuTLS tool texts (set 1721, live gnutls-bin 3.7.9): the verification
// status gnutls-cli and certtool --verify print, gnutls_strerror texts and
// certtool's own file and template messages. Near misses: certtool's
// progress line "Generating a self signed certificate..." before a template
// error, the trusted status, OpenSSL's "bad decrypt" (denied as before), and
// an import error of another kind.
func TestGeneralise1721GnuTLSTools(t *testing.T) {
	ver := "Note that no verification profile was selected. In the future the medium profile will be enabled by default.\n"
	runWordingCases(t, []wordingCase{
		{"cli expired", "exec", 1, "1", "*** Fatal error: Error in the certificate.\n- Status: The certificate is NOT trusted. The certificate chain uses expired certificate. \n*** PKI verification of server certificate failed...\nexit status 1", premise},
		{"verify not yet valid", "exec", 1, "1", ver + "\tOutput: Not verified. The certificate is NOT trusted. The certificate chain uses not yet valid certificate. \nexit status 1", premise},
		{"verify bad signature", "exec", 1, "1", ver + "Chain verification output: Not verified. The certificate is NOT trusted. The signature in the certificate is invalid. \nexit status 1", premise},
		{"name mismatch", "exec", 1, "1", "- Status: The certificate is NOT trusted. The name in the certificate does not match the expected. \n*** PKI verification of server certificate failed...\nexit status 1", premise},
		{"signer constraints", "", 0, "", "The certificate is NOT trusted. The certificate chain violates the signer's constraints.", premise},
		{"wrong key password", "exec", 1, "1", "Encrypted structure detected...\nimport error: Decryption has failed.\nexit status 1", denied},
		{"p12 wrong password", "exec", 1, "1", "verify_mac: The Message Authentication Code verification failed.\nbag_decrypt: Decryption has failed.\nexit status 1", denied},
		{"serv key mismatch", "exec", 1, "1", "Error reading 'srv.pem' or 'other.key'\nError: The certificate and the given key do not match.\nexit status 1", invalid},
		{"pull error", "exec", 1, "1", "*** Fatal error: Error in the pull function.\nexit status 1", transient},
		{"push error", "", 0, "", "Error in the push function.", transient},
		{"no priorities", "exec", 1, "1", "Error in priorities: No or insufficient priorities were set.\nexit status 1", invalid},
		{"pkcs11 load", "exec", 1, "1", "pkcs11_add_provider: PKCS #11 initialization error.\nexit status 1", premise},
		{"ocsp no uri", "exec", 1, "1", "*** Cannot find OCSP server URI in certificate: The requested data were not available.\nCannot send OCSP request\nexit status 1", premise},
		{"key file missing", "exec", 1, "1", "Generating a self signed certificate...\nerror reading file at --load-privkey: nokey.pem\nexit status 1", premise},
		{"cert given as key", "exec", 1, "1", "Generating a self signed certificate...\nerror loading file at --load-privkey: ca.pem: The requested data were not available.\nexit status 1", invalid},
		{"not a key", "exec", 1, "1", "import error: The requested data were not available.\nexit status 1", invalid},
		{"not a certificate", "exec", 1, "1", "import error: No certificate was found.\nexit status 1", invalid},
		{"bad base64", "exec", 1, "1", "import error: Base64 unexpected header error.\nexit status 1", invalid},
		{"empty chain", "exec", 1, "1", ver + "error parsing CRTs: No certificate was found.\nexit status 1", invalid},
		{"template date", "exec", 1, "1", "Generating a self signed certificate...\nCannot parse date: not a date\nexit status 1", invalid},
		{"template serial", "exec", 1, "1", "Trailing garbage: `zz-not-hex'\nerror parsing number: zz-not-hex\nexit status 1", invalid},
		{"key type", "exec", 1, "1", "unknown key type: foo\nexit status 1", invalid},
		{"client cert required", "exec", 1, "1", "*** Fatal error: A TLS fatal alert has been received.\n*** Received alert [116]: Certificate is required\n*** Server has terminated the connection abnormally.\nexit status 1", denied},
		// near misses
		{"issuer unknown stays", "exec", 1, "1", "- Status: The certificate is NOT trusted. The certificate issuer is unknown. \nexit status 1", premise},
		{"openssl bad decrypt stays", "exec", 1, "1", "bad decrypt\n40F7:error:1C800064:Provider routines:ossl_cipher_unpadding:bad decrypt:../providers/implementations/ciphers/ciphercommon.c:629:\nexit status 1", denied},
		{"python import error stays", "exec", 1, "1", "ImportError: No module named 'yaml'\nexit status 1", premise},
		{"refused stays", "exec", 1, "1", "Could not connect to 127.0.0.1:32109: Connection refused\nexit status 1", transient},
	})
}
