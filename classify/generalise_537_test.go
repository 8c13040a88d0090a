package classify

import "testing"

// TestIndependentCases537 runs held-out set 537: Anthropic, OpenAI and MCP failures (API error bodies, stop reasons, JSON-RPC errors, server tool results), from the vendors' docs, labelled blind.
func TestIndependentCases537(t *testing.T) {
	runIndependent(t, "testdata/independent537.jsonl", false)
}
