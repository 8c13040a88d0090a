package classify

import "testing"

// TestIndependentCases416 runs held-out set 416: long-tail Postgres, SQLite, nginx, Go, MCP and LLM SDK failures, from the vendors' docs and source, labelled blind.
func TestIndependentCases416(t *testing.T) {
	runIndependent(t, "testdata/independent416.jsonl", false)
}
