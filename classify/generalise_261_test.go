package classify

import (
	"testing"
)

// TestIndependentCases261 runs held-out set 261: Go net/http client (and its Transport) against misbehaving local servers (raw TCP, Go TLS servers with made certificates, a CONNECT proxy, python3 http.server, the MCP everything server over streamable HTTP), captured live, labelled blind.
// First run at a38a24b: 30/35 overall, 13/16 tricky. All five misses meet earlier rulings, so they are tolerated, not fixed.
// Tolerated: i261-redirect-to-ftp: premise vs invalid: sets 1, 15, 19, 42, 151, 164 and 182 read "unsupported protocol scheme" as invalid (set 211 tolerated the same redirect case); the text names the redirect target, not the URL the agent called.
// Tolerated: i261-tls-to-ssh-port: premise vs invalid: goerr.go and sets 2, 23, 79 (i79-tls-to-smtp-port), 172 read "first record does not look like a TLS handshake" as TLS to a plain port, fix the URL.
// Tolerated: i261-tls12-handshake-failure-no-client-cert: denied vs premise: taxonomy (TLS alert row) keeps a received "handshake failure" premise (sets 40, 47, 242: cipher/version mismatch); under TLS 1.2 Go's server sends the same alert for a missing client certificate, and the text cannot tell them apart.
// Tolerated: i261-gzip-not-gzip: premise vs the bare-decompression ruling (the lead, after blind sets 90, 98, 110, 323 and 332; goerr.go bareDecompressFault): Go's compress/gzip or flate error alone, no file named, reads as an answer that cannot be decoded, ambiguous; this one is an HTTP body, read as the server's bytes.
// Tolerated: i261-gzip-bad-checksum: premise vs the bare-decompression ruling (the lead, after blind sets 90, 98, 110, 323 and 332; goerr.go bareDecompressFault): Go's compress/gzip or flate error alone, no file named, reads as an answer that cannot be decoded, ambiguous; as above.
func TestIndependentCases261(t *testing.T) {
	runIndependent(t, "testdata/independent261.jsonl", true,
		"i261-redirect-to-ftp",
		"i261-tls-to-ssh-port", "i261-tls12-handshake-failure-no-client-cert",
		"i261-gzip-not-gzip", "i261-gzip-bad-checksum")
}
