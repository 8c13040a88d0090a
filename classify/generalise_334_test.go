package classify

import "testing"

// TestIndependentCases334 runs held-out set 334: Google Cloud APIs, Gemini, gRPC and Pub/Sub, from the vendors' docs, labelled blind.
func TestIndependentCases334(t *testing.T) {
	runIndependent(t, "testdata/independent334.jsonl", false)
}
