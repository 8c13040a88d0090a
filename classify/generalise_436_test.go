package classify

import "testing"

// TestIndependentCases436 runs held-out set 436: Go standard library errors in depth, from the Go source, labelled blind.
func TestIndependentCases436(t *testing.T) {
	runIndependent(t, "testdata/independent436.jsonl", false)
}
