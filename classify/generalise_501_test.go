package classify

import "testing"

// TestIndependentCases501 runs held-out set 501: Google Cloud and grpc-go failures (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases501(t *testing.T) {
	runIndependent(t, "testdata/independent501.jsonl", false)
}
