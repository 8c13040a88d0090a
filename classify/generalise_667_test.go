package classify

import "testing"

// TestIndependentCases667 runs held-out set 667: MCP over Streamable HTTP and SSE (go-sdk, TypeScript SDK, raw net/http, nginx), captured live, labelled blind.
func TestIndependentCases667(t *testing.T) {
	runIndependent(t, "testdata/independent667.jsonl", false)
}
