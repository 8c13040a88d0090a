package classify

import "testing"

// TestIndependentCases328 runs held-out set 328: LLM API raw bodies (Anthropic, OpenAI, Gemini), from the vendors' docs, labelled blind.
func TestIndependentCases328(t *testing.T) {
	runIndependent(t, "testdata/independent328.jsonl", false)
}
