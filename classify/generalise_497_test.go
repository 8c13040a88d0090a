package classify

import "testing"

// TestIndependentCases497 runs held-out set 497: openai-go and anthropic-sdk-go in depth (third draw), captured live, labelled blind.
func TestIndependentCases497(t *testing.T) {
	runIndependent(t, "testdata/independent497.jsonl", false)
}
