package classify

import "testing"

// TestIndependentCases442 runs held-out set 442: openai-go and anthropic-sdk-go errors in depth (second draw), captured live, labelled blind.
func TestIndependentCases442(t *testing.T) {
	runIndependent(t, "testdata/independent442.jsonl", false)
}
