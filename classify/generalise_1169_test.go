package classify

import "testing"

// TestIndependentCases1169 runs held-out set 1169: Go's net/http client
// (go1.26.8) against real local servers that misbehave at the transport
// level (TLS with made certificates, a CONNECT proxy, raw TCP servers, h2c
// servers written with x/net/http2's Framer), captured live, labelled blind.
// Both misses of the first run meet written rulings, so they are tolerated,
// not fixed.
//
// Tolerated: i1169-https-to-ssh-banner: invalid vs premise ("first record does not look like a tls handshake": "TLS to a plain-text port: fix the URL", goerr.go; sets 23, 79, 172, 284, 416, 916 read it so, set 261 tolerated the same SSH-port case): net/http turns a plain HTTP server's answer into "server gave HTTP response to HTTPS client", so its "first record" text means a peer that is not HTTP at all, whose URL no scheme fixes; but the written ruling and most sets read the wording invalid.
// Tolerated: i1169-h2c-goaway-calm: invalid vs transient ("a session (GOAWAY) closed with ENHANCE_YOUR_CALM stays invalid", taxonomy set 365 row; goerr.go, sets 47 and 90): RFC 9113 names ENHANCE_YOUR_CALM for a peer "generating excessive load", which reads as load (back off) when the debug data says too_many_requests; the debug text here is this set's own server's, no documented service wording, so it grounds no narrowing.
//
// First run at 6174fa33: 30/32 overall, 14/15 tricky.
func TestIndependentCases1169(t *testing.T) {
	runIndependent(t, "testdata/independent1169.jsonl", true, "i1169-https-to-ssh-banner", "i1169-h2c-goaway-calm")
}
