package classify

import "testing"

// TestIndependentCases318 runs held-out set 318: LLM API failures through the Anthropic, OpenAI and Gemini Go SDKs, captured live against local servers sending the vendors' documented bodies, labelled blind.
func TestIndependentCases318(t *testing.T) {
	runIndependent(t, "testdata/independent318.jsonl", false)
}
