package classify

import "testing"

// TestIndependentCases376 runs held-out set 376: MCP reference servers and LLM SDKs through an agent's tool layer, captured live, labelled blind.
func TestIndependentCases376(t *testing.T) {
	runIndependent(t, "testdata/independent376.jsonl", false)
}
