package classify

import "testing"

// TestIndependentCases340 runs held-out set 340: openai-go and anthropic-sdk-go in depth, captured live, labelled blind.
func TestIndependentCases340(t *testing.T) {
	runIndependent(t, "testdata/independent340.jsonl", false)
}
