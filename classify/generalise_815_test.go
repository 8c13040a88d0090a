package classify

import "testing"

// TestIndependentCases815 runs held-out set 815: live HTTP beyond the status line (redirects, conditional requests, framing, TLS, HTTP/2, nginx), labelled blind.
func TestIndependentCases815(t *testing.T) {
	runIndependent(t, "testdata/independent815.jsonl", false)
}
