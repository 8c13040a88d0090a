package classify

import "testing"

// TestIndependentCases584 runs held-out set 584: openai-go, anthropic-sdk-go and MCP go-sdk failures captured live (vendor error bodies, broken streams, refusals, truncation, reference MCP servers), labelled blind.
func TestIndependentCases584(t *testing.T) {
	runIndependent(t, "testdata/independent584.jsonl", false)
}
