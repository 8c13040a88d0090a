package classify

import "testing"

// TestIndependentCases527 runs held-out set 527: openai-go and anthropic-sdk-go error texts and unusable 200s, captured live, labelled blind.
func TestIndependentCases527(t *testing.T) {
	runIndependent(t, "testdata/independent527.jsonl", false)
}
