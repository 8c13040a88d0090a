package classify

import "testing"

// TestIndependentCases432 runs held-out set 432: Anthropic, OpenAI and MCP failures (second draw), from the vendors' docs and captured live (MCP reference servers), labelled blind.
func TestIndependentCases432(t *testing.T) {
	runIndependent(t, "testdata/independent432.jsonl", false)
}
