package classify

import "testing"

// TestIndependentCases849 runs held-out set 849: live MCP reference servers via go-sdk, TypeScript SDK and mcp-go clients, plus pgx, SQLite and nginx, labelled blind.
// First run at c0362d47: 31/31 overall, 17/17 tricky.
func TestIndependentCases849(t *testing.T) {
	runIndependent(t, "testdata/independent849.jsonl", true)
}
