package classify

import "testing"

// TestIndependentCases508 runs held-out set 508: Anthropic, OpenAI and MCP failures (seventh draw), from the vendors' docs, labelled blind.
func TestIndependentCases508(t *testing.T) {
	runIndependent(t, "testdata/independent508.jsonl", false)
}
