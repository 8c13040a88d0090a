package classify

import "testing"

// TestIndependentCases590 runs held-out set 590: live MCP failures from go-sdk servers and clients over stdio and Streamable HTTP, labelled blind.
func TestIndependentCases590(t *testing.T) {
	runIndependent(t, "testdata/independent590.jsonl", false)
}
