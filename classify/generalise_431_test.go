package classify

import "testing"

// TestIndependentCases431 runs held-out set 431: middle-of-distribution failures from PostgreSQL, SQLite, nginx, Go, MCP and LLM SDKs, from the vendors' docs and source (nginx and PostgreSQL texts checked live), labelled blind.
// First run at 4264a08: 35/35 overall, 25/25 tricky.
func TestIndependentCases431(t *testing.T) {
	runIndependent(t, "testdata/independent431.jsonl", true)
}
