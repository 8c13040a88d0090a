package classify

import "testing"

// TestIndependentCases778 runs held-out set 778: live MCP reference servers via Go/TS/mcp-go clients, PostgreSQL, SQLite and nginx, labelled blind.
// First run at aa8003b: 31/31 overall, 11/11 tricky.
func TestIndependentCases778(t *testing.T) {
	runIndependent(t, "testdata/independent778.jsonl", true)
}
