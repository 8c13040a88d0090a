package classify

import "testing"

// TestIndependentCases366 runs held-out set 366: LLM SDKs (openai-go v1/v3, anthropic-sdk-go) against a local server, captured live, labelled blind.
func TestIndependentCases366(t *testing.T) {
	runIndependent(t, "testdata/independent366.jsonl", false)
}
