package classify

import "testing"

// Set 1220: a web-fetch tool (Go net/http) behind a live nginx 1.22 and
// small Go upstreams and proxies (/tmp/w1220/live/main.go).
//
// Tolerated: i1220-http-proxy-absent: transient vs premise (a refused connect reads as the moment's, "a line of the upstream's moment (connect() refused, prematurely closed, timed out) and a bare 502 stay transient", set 416): Go's "proxyconnect tcp: ... connection refused" names the agent's own egress proxy, host setup; not flipped alone.
// Tolerated: i1220-redirect-to-ftp: invalid vs premise (set 650: "as Go's \"unsupported protocol scheme\" ... invalid: refused before any byte is sent: the URL must change"): here the ftp:// URL came from the server's 301, not the agent's argument, but the text cannot tell.
// Tolerated: i1220-proxy-url-https-scheme: invalid vs premise (set 85 via set 1134's row: "tls: first record does not look like a TLS handshake" is "the agent's own proxy's URL (set 85: invalid)"): the proxy URL is host setup rather than the call's argument; not flipped alone.
// Tolerated: i1220-intercept-403-as-200: unknown vs denied: a one-off custom page ("This w1220 resource is available to members only.") under a 200; no class stated within this session's time.
//
// First run at c112ef7f: 21/26 overall, 12/17 tricky.
func TestIndependentCases1220(t *testing.T) {
	runIndependent(t, "testdata/independent1220.jsonl", true, "i1220-http-proxy-absent", "i1220-redirect-to-ftp", "i1220-proxy-url-https-scheme", "i1220-intercept-403-as-200")
}
