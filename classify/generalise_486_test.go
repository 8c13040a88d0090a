package classify

import "testing"

// TestIndependentCases486 runs held-out set 486: Google Cloud APIs and grpc-go client errors (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases486(t *testing.T) {
	runIndependent(t, "testdata/independent486.jsonl", false)
}
