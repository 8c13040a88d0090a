package classify

import "testing"

// TestIndependentCases450 runs held-out set 450: a release-engineering agent's day (pgx, SQLite, nginx, Go, MCP, LLM SDKs), captured live, labelled blind.
// First run at 49d8c13: 30/30 overall, 16/16 tricky.
func TestIndependentCases450(t *testing.T) {
	runIndependent(t, "testdata/independent450.jsonl", true)
}
