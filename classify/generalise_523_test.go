package classify

import "testing"

// TestIndependentCases523 runs held-out set 523: Anthropic and OpenAI API failures as anthropic-sdk-go and openai-go render them, from the vendors' docs, labelled blind.
func TestIndependentCases523(t *testing.T) {
	runIndependent(t, "testdata/independent523.jsonl", false)
}
