package classify

import "testing"

// TestIndependentCases423 runs held-out set 423: Anthropic, OpenAI and MCP failures of the middle, from the vendors' docs, labelled blind.
func TestIndependentCases423(t *testing.T) {
	runIndependent(t, "testdata/independent423.jsonl", false)
}
