package classify

import "testing"

// TestIndependentCases562 runs held-out set 562: Go stdlib, gRPC and HTTP framework error texts, labelled blind.
func TestIndependentCases562(t *testing.T) {
	runIndependent(t, "testdata/independent562.jsonl", false)
}
