package classify

import "testing"

// TestIndependentCases488 runs held-out set 488: an incident-response agent's day (pgx, SQLite, nginx, os, MCP, LLM SDKs), captured live, labelled blind.
func TestIndependentCases488(t *testing.T) {
	runIndependent(t, "testdata/independent488.jsonl", false)
}
