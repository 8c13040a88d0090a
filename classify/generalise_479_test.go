package classify

import "testing"

// TestIndependentCases479 runs held-out set 479: Anthropic and OpenAI API failures (server tools, batches, Realtime, Responses state), from the vendors' docs, labelled blind.
func TestIndependentCases479(t *testing.T) {
	runIndependent(t, "testdata/independent479.jsonl", false)
}
