package classify

import "testing"

// TestIndependentCases451 runs held-out set 451: Google Cloud APIs and grpc-go client errors (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases451(t *testing.T) {
	runIndependent(t, "testdata/independent451.jsonl", false)
}
