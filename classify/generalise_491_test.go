package classify

import "testing"

// TestIndependentCases491 runs held-out set 491: Anthropic, OpenAI and MCP failures (sixth draw), from the vendors' docs, labelled blind.
func TestIndependentCases491(t *testing.T) {
	runIndependent(t, "testdata/independent491.jsonl", false)
}
