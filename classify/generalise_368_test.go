package classify

import "testing"

// TestIndependentCases368 runs held-out set 368: Google Cloud, Gemini, gRPC and Anthropic long tail, from the vendors' docs, labelled blind.
func TestIndependentCases368(t *testing.T) {
	runIndependent(t, "testdata/independent368.jsonl", false)
}
