package classify

import "testing"

// TestIndependentCases384 runs held-out set 384: openai-go and anthropic-sdk-go errors in depth, captured live, labelled blind.
// First run at 2852b48: 30/30 overall, 14/14 tricky.
// Tolerated: none.
func TestIndependentCases384(t *testing.T) {
	runIndependent(t, "testdata/independent384.jsonl", true)
}
