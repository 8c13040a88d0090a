package classify

import "testing"

// TestIndependentCases389 runs held-out set 389: LLM providers beyond OpenAI and Anthropic, from the vendors' docs, labelled blind.
func TestIndependentCases389(t *testing.T) {
	runIndependent(t, "testdata/independent389.jsonl", false)
}
