package classify

import "testing"

// TestIndependentCases488 runs held-out set 488: an incident-response agent's day (pgx, SQLite, nginx, os, MCP, LLM SDKs), captured live, labelled blind.
// First run at dd23e30: 30/30 overall, 15/15 tricky.
func TestIndependentCases488(t *testing.T) {
	runIndependent(t, "testdata/independent488.jsonl", true)
}
