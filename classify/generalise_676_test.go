package classify

import "testing"

// TestIndependentCases676 runs held-out set 676: Go HTTP client libraries (x/oauth2, go-retryablehttp, resty, net/http proxies and redirects, ReverseProxy, HTTP/2 GOAWAY/RST_STREAM) captured live, labelled blind.
func TestIndependentCases676(t *testing.T) {
	runIndependent(t, "testdata/independent676.jsonl", false)
}
