package classify

import "testing"

// TestIndependentCases489 runs held-out set 489: MCP via mcp-go and the TS client plus nginx failures, captured live, labelled blind.
func TestIndependentCases489(t *testing.T) {
	runIndependent(t, "testdata/independent489.jsonl", false)
}
