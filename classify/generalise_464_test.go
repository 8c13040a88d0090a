package classify

import "testing"

// TestIndependentCases464 runs held-out set 464: Go stdlib, PostgreSQL (pgx v5) and MCP failures (third draw), from the vendors' docs and source, labelled blind.
func TestIndependentCases464(t *testing.T) {
	runIndependent(t, "testdata/independent464.jsonl", false)
}
