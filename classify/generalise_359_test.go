package classify

import "testing"

// TestIndependentCases359 runs held-out set 359: an agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
// First run at 38bafbf: 29/30 overall, 15/15 tricky.
// Tolerated: i359-sqlite-readonly-open: premise vs denied (docs/taxonomy.md SQLITE_READONLY (8) ruling, sets 108-117: the primary code reads premise, earlier denied lines tolerated): a mode=ro open gives the same text as a read-only file.
func TestIndependentCases359(t *testing.T) {
	runIndependent(t, "testdata/independent359.jsonl", true, "i359-sqlite-readonly-open")
}
