package classify

import "testing"

// TestIndependentCases365 runs held-out set 365: Go net/http, crypto/tls and os behind nginx, captured live, labelled blind.
func TestIndependentCases365(t *testing.T) {
	runIndependent(t, "testdata/independent365.jsonl", false)
}
