package classify

import "testing"

// TestIndependentCases358 runs held-out set 358: PostgreSQL and MCP / JSON-RPC in depth, captured live (psql, MCP reference servers) and from the vendors' docs, labelled blind.
func TestIndependentCases358(t *testing.T) {
	runIndependent(t, "testdata/independent358.jsonl", false)
}
