package classify

import "testing"

// TestIndependentCases427 runs held-out set 427: a research agent's MCP (go-sdk) and openai-go/anthropic-sdk-go failures, captured live, labelled blind.
func TestIndependentCases427(t *testing.T) {
	runIndependent(t, "testdata/independent427.jsonl", false)
}
