package classify

import "testing"

// TestIndependentCases493 runs held-out set 493: Go stdlib, PostgreSQL and MCP, mostly captured live (psql, MCP reference servers) with Go texts from the Go source, labelled blind.
func TestIndependentCases493(t *testing.T) {
	runIndependent(t, "testdata/independent493.jsonl", false)
}
