package classify

import "testing"

// First run at 18440d1b: 22/32 overall, 8/18 tricky.
// Tolerated: i1400-nethttp-dns-san-mismatch: premise vs invalid (ruling: set 40's host-name row, docs/taxonomy.md, toolwords.go certNameWords): Go x509 HostnameError "certificate is valid for A, B, not localhost"; the ruling reads a certificate that names another host as the server's configuration, this set read the call's host as the argument to repair.
// Tolerated: i1400-nethttp-ip-no-ip-sans: premise vs invalid (ruling: set 40's host-name row, docs/taxonomy.md, toolwords.go certNameWords): Go x509 HostnameError "doesn't contain any IP SANs"; the ruling reads a certificate that names another host as the server's configuration, this set read the call's host as the argument to repair.
// Tolerated: i1400-grpc-no-dns-names: premise vs invalid (ruling: set 40's host-name row, docs/taxonomy.md, toolwords.go certNameWords): Go x509 HostnameError "not valid for any names, but wanted to match" under UNAVAILABLE; the ruling reads a certificate that names another host as the server's configuration, this set read the call's host as the argument to repair.
// Tolerated: i1400-curl-host-mismatch: premise vs invalid (ruling: set 40's host-name row, docs/taxonomy.md, toolwords.go certNameWords): curl (60) "no alternative certificate subject name matches target host name"; the ruling reads a certificate that names another host as the server's configuration, this set read the call's host as the argument to repair.
// Tolerated: i1400-s-client-hostname-mismatch: premise vs invalid (ruling: set 40's host-name row, docs/taxonomy.md, toolwords.go certNameWords): OpenSSL verify error 62 "hostname mismatch"; the ruling reads a certificate that names another host as the server's configuration, this set read the call's host as the argument to repair.
// Tolerated: i1400-nethttp-sni-required: premise vs invalid (ruling: set 47's SNI row and the no-shared-parameters row, docs/taxonomy.md): Go "remote error: tls: unrecognized name"; the ruling reads a name the server hosts no site for as its configuration, this set read the missing or wrong SNI as the call's.
// Tolerated: i1400-curl-unrecognized-name: premise vs invalid (ruling: set 47's SNI row and the no-shared-parameters row, docs/taxonomy.md): curl (35) "tlsv1 unrecognized name"; the ruling reads a name the server hosts no site for as its configuration, this set read the missing or wrong SNI as the call's.
// Tolerated: i1400-s-client-unrecognized-name: premise vs invalid (ruling: set 47's SNI row and the no-shared-parameters row, docs/taxonomy.md): s_client "tlsv1 unrecognized name" (alert 112); the ruling reads a name the server hosts no site for as its configuration, this set read the missing or wrong SNI as the call's.
func TestIndependentCases1400(t *testing.T) {
	runIndependent(t, "testdata/independent1400.jsonl", true, "i1400-nethttp-dns-san-mismatch", "i1400-nethttp-ip-no-ip-sans", "i1400-grpc-no-dns-names", "i1400-curl-host-mismatch", "i1400-s-client-hostname-mismatch", "i1400-nethttp-sni-required", "i1400-curl-unrecognized-name", "i1400-s-client-unrecognized-name")
}

// TestGeneralise1400ServerKeyRefused: crypto/tls's client refusing the
// server's own key or handshake signature after the chain was accepted
// ("tls: invalid signature by the server certificate: crypto/rsa: 512-bit
// keys are insecure", a certificate that does not parse, an RSA key over
// the size limit, an unsupported key type; crypto/tls handshake_client.go,
// key_agreement.go) is the server's certificate configuration, premise, as
// x509's words, under any protocol that hands the Go text over. A token's
// or webhook's "invalid signature" stays denied, and a server's log of
// the client's signature stays the client's (set 1400, Go 1.26.8 live).
func TestGeneralise1400ServerKeyRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rsa512 tls13", "go", 0, "", `Get "https://api.internal:8443/v1/jobs": tls: invalid signature by the server certificate: crypto/rsa: 768-bit keys are insecure (see https://go.dev/pkg/crypto/rsa#hdr-Minimum_key_size)`, premise},
		{"sig verification error tls12", "go", 0, "", `Post "https://10.1.2.3/rpc": tls: invalid signature by the server certificate: crypto/rsa: verification error`, premise},
		{"ecdsa sig bare", "", 0, "", "tls: invalid signature by the server certificate: ECDSA verification failure", premise},
		{"parse from server", "go", 0, "", `Get "https://db.internal/": tls: failed to parse certificate from server: x509: malformed certificate`, premise},
		{"rsa too large", "go", 0, "", `Get "https://legacy.internal/": tls: server sent certificate containing RSA key larger than 8192 bits`, premise},
		{"unsupported key type", "http", 0, "", `Get "https://ed448.internal/": tls: server's certificate contains an unsupported type of public key: *ecdh.PublicKey`, premise},
		{"grpc wrapped", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: tls: invalid signature by the server certificate: crypto/rsa: 512-bit keys are insecure (see https://go.dev/pkg/crypto/rsa#hdr-Minimum_key_size)"`, premise},
		// near misses: signatures that are the caller's credential
		{"jwt invalid signature", "go", 0, "", "token signature is invalid: crypto/rsa: verification error", denied},
		{"webhook invalid signature", "http", 401, "", `{"error":"invalid signature"}`, denied},
		{"server log client sig", "go", 0, "", "http: TLS handshake error from 10.0.0.9:51234: tls: invalid signature by the client certificate: crypto/rsa: verification error", denied},
	})
}

// TestGeneralise1400CertificatePin: a client that pins the server's key
// or certificate and meets another (curl 90 CURLE_SSL_PINNEDPUBKEYNOTMATCH,
// OkHttp CertificatePinner, Chromium ERR_SSL_PINNED_KEY_NOT_IN_CERT_CHAIN,
// Android Network Security Config, Alamofire) is premise: the pin or the
// server's key is configuration, the same on every retry, as a chain that
// does not verify. Slack's pins of messages keep their readings (set
// 1400, curl 7.88.1 --pinnedpubkey live; curl.se CURLOPT_PINNEDPUBLICKEY).
func TestGeneralise1400CertificatePin(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"curl 90", "exec", 90, "", "curl: (90) SSL: public key does not match pinned public key", premise},
		{"guzzle 90", "", 0, "", "cURL error 90: SSL: public key does not match pinned public key (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for https://api.example.com/v2/orders", premise},
		{"okhttp", "", 0, "", "javax.net.ssl.SSLPeerUnverifiedException: Certificate pinning failure!\n  Peer certificate chain:\n    sha256/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=: CN=api.example.com\n  Pinned certificates for api.example.com:\n    sha256/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB=", premise},
		{"chromium", "", 0, "", "net::ERR_SSL_PINNED_KEY_NOT_IN_CERT_CHAIN at https://api.example.com/", premise},
		{"android", "", 0, "", "javax.net.ssl.SSLHandshakeException: Pin verification failed", premise},
		{"alamofire", "", 0, "", "Server trust evaluation failed due to reason: Certificate pinning failed for host api.example.com. certificatePinningFailed", premise},
		// near misses: a message's pin in Slack's codes
		{"slack already_pinned", "http", 200, "", `{"ok":false,"error":"already_pinned"}`, conflict},
		{"slack not_pinned", "http", 200, "", `{"ok":false,"error":"not_pinned"}`, conflict},
	})
}
