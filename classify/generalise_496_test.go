package classify

import "testing"

// TestIndependentCases496 runs held-out set 496: a code-review agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
// First run at 62a7cfa: 30/30 overall, 15/15 tricky.
// Tolerated: none.
func TestIndependentCases496(t *testing.T) {
	runIndependent(t, "testdata/independent496.jsonl", true)
}
