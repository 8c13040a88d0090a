package classify

// gnutlsToolWords are GnuTLS's own texts as its command-line tools print
// them (certtool, gnutls-cli, gnutls-serv, ocsptool, p11tool; GnuTLS
// 3.7.9): the verification status gnutls_certificate_verification_status_print
// writes after "The certificate is NOT trusted.", the gnutls_strerror texts
// of the manual's error-codes table, and the tools' own argument and file
// messages. They come ahead of the generic table, whose "self signed
// certificate" would otherwise read certtool's progress line "Generating a
// self signed certificate..." as an untrusted chain (set 1721).
var gnutlsToolWords = []pattern{
	// Verification status (lib/cert-session.c): the certificate, not the
	// call, is at fault; reissue or renew it, as OpenSSL's and Go's words
	// for the same statuses read (premise).
	{text: "the certificate chain uses expired certificate", kind: premise, reason: "TLS: a certificate in the chain has expired (GnuTLS GNUTLS_CERT_EXPIRED)"},
	{text: "the certificate chain uses not yet valid certificate", kind: premise, reason: "TLS: a certificate in the chain is not valid yet (GnuTLS GNUTLS_CERT_NOT_ACTIVATED)"},
	{text: "the signature in the certificate is invalid", kind: premise, reason: "TLS: the certificate's signature does not verify against its issuer (GnuTLS GNUTLS_CERT_SIGNATURE_FAILURE)"},
	{text: "the name in the certificate does not match the expected", kind: premise, reason: "TLS: the certificate does not name the host (GnuTLS GNUTLS_CERT_UNEXPECTED_OWNER)"},
	{text: "the certificate chain violates the signer's constraints", kind: premise, reason: "TLS: the chain breaks its CA's constraints (GnuTLS GNUTLS_CERT_SIGNER_CONSTRAINTS_FAILURE)"},
	// gnutls_strerror texts (manual, Error codes).
	{text: "decryption has failed", unless: " because", kind: denied, reason: "GnuTLS GNUTLS_E_DECRYPTION_FAILED: the password does not open the key or PKCS #12 bag"},
	{text: "the certificate and the given key do not match", kind: invalid, reason: "GnuTLS GNUTLS_E_CERTIFICATE_KEY_MISMATCH: the key and certificate passed are not a pair"},
	{text: "error in the pull function", kind: transient, reason: "GnuTLS GNUTLS_E_PULL_ERROR: the transport failed while reading (the peer cut the connection)"},
	{text: "error in the push function", kind: transient, reason: "GnuTLS GNUTLS_E_PUSH_ERROR: the transport failed while writing"},
	{text: "no or insufficient priorities were set", kind: invalid, reason: "GnuTLS GNUTLS_E_NO_PRIORITIES_WERE_SET: the priority string enables nothing"},
	{text: "pkcs #11 initialization error", kind: premise, reason: "GnuTLS GNUTLS_E_PKCS11_LOAD_ERROR: the PKCS #11 module could not be loaded"},
	// certtool and ocsptool's own messages (src/certtool*.c, ocsptool.c).
	{text: "cannot find ocsp server uri in certificate", kind: premise, reason: "the certificate names no OCSP responder (ocsptool --ask)"},
	{text: "error reading file at --", kind: premise, reason: "the file a certtool option names cannot be read (certtool)"},
	{text: "error loading file at --", kind: invalid, reason: "the file a certtool option names is not the kind of data asked for (certtool)"},
	{text: "import error: the requested data were not available", kind: invalid, reason: "the input is not the certificate, key or request asked for (certtool)"},
	{text: "import error: no certificate was found", kind: invalid, reason: "the input is not the certificate, key or request asked for (certtool)"},
	{text: "import error: base64 ", kind: invalid, reason: "the input is not the certificate, key or request asked for (certtool)"},
	{text: "error parsing crts: ", kind: invalid, reason: "the input holds no certificate (certtool --verify-chain)"},
	{text: "cannot parse date: ", kind: invalid, reason: "a date in the certtool template is malformed"},
	{text: "error parsing number: ", kind: invalid, reason: "a number in the certtool template is malformed"},
	{text: "unknown key type: ", kind: invalid, reason: "certtool --key-type names no key type"},
	// gnutls-cli's report of the alert the server sent (RFC 8446 6.2
	// certificate_required): the client presented no certificate.
	{text: "]: certificate is required", kind: denied, reason: "TLS alert certificate_required: the server demands a client certificate (gnutls-cli)"},
}
