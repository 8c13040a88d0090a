package classify

import "testing"

// TestIndependentCases453 runs held-out set 453: Anthropic and OpenAI batches, Assistants, Realtime, reasoning and usage limits, from the vendors' docs, labelled blind.
func TestIndependentCases453(t *testing.T) {
	runIndependent(t, "testdata/independent453.jsonl", false)
}
