package classify

import "testing"

// TestIndependentCases516 runs held-out set 516: Anthropic, OpenAI and MCP failures (API error bodies, unusable 200s, JSON-RPC errors, tool results), from the vendors' docs, SDK and server source, labelled blind.
func TestIndependentCases516(t *testing.T) {
	runIndependent(t, "testdata/independent516.jsonl", false)
}
