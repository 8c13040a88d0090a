package classify

import "testing"

// TestIndependentCases359 runs held-out set 359: an agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
// First run at 38bafbf: 29/30 overall, 15/15 tricky.
// i359-sqlite-readonly-open passes since the SQLite read-only ruling, revised (sqlite.go).
func TestIndependentCases359(t *testing.T) {
	runIndependent(t, "testdata/independent359.jsonl", true)
}
