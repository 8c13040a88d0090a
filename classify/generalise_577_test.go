package classify

import "testing"

// TestIndependentCases577 runs held-out set 577: Go standard-library failures captured live (encoding, templates, net, net/http, TLS, os, exec, compress), labelled blind.
func TestIndependentCases577(t *testing.T) {
	runIndependent(t, "testdata/independent577.jsonl", false)
}
