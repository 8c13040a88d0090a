package classify

import "testing"

// TestIndependentCases512 runs held-out set 512: Go standard library in depth (third draw), from the Go source, labelled blind.
func TestIndependentCases512(t *testing.T) {
	runIndependent(t, "testdata/independent512.jsonl", false)
}
