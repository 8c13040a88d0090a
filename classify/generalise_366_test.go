package classify

import "testing"

// TestIndependentCases366 runs held-out set 366: LLM SDKs (openai-go v1/v3, anthropic-sdk-go) against a local server, captured live, labelled blind.
// First run at 447a713: 30/30 overall, 14/14 tricky.
// Tolerated: none.
func TestIndependentCases366(t *testing.T) {
	runIndependent(t, "testdata/independent366.jsonl", true)
}
