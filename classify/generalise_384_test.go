package classify

import "testing"

// TestIndependentCases384 runs held-out set 384: openai-go and anthropic-sdk-go errors in depth, captured live, labelled blind.
func TestIndependentCases384(t *testing.T) {
	runIndependent(t, "testdata/independent384.jsonl", false)
}
