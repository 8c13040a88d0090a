package classify

import "testing"

// TestIndependentCases833 runs held-out set 833: Go toolchain failures (go build/vet/test/run/get/mod) captured live, labelled blind.
func TestIndependentCases833(t *testing.T) {
	runIndependent(t, "testdata/independent833.jsonl", false)
}
