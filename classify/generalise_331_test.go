package classify

import "testing"

// TestIndependentCases331 runs held-out set 331: MCP failures through go-sdk, mcp-go and the TS client, captured live, labelled blind.
func TestIndependentCases331(t *testing.T) {
	runIndependent(t, "testdata/independent331.jsonl", false)
}
