package classify

import "testing"

// TestIndependentCases709 runs held-out set 709: live MCP reference servers via the Go SDK, mcp-go and TypeScript clients, plus pgx, modernc sqlite and nginx, labelled blind.
func TestIndependentCases709(t *testing.T) {
	runIndependent(t, "testdata/independent709.jsonl", false)
}
