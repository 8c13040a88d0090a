package classify

import "testing"

// TestIndependentCases527 runs held-out set 527: openai-go and anthropic-sdk-go error texts and unusable 200s, captured live, labelled blind.
// First run at 0f3dc75: 25/25 overall, 14/14 tricky.
func TestIndependentCases527(t *testing.T) {
	runIndependent(t, "testdata/independent527.jsonl", true)
}
