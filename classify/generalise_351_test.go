package classify

import "testing"

// TestIndependentCases351 runs held-out set 351: a data-analyst agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases351(t *testing.T) {
	runIndependent(t, "testdata/independent351.jsonl", false)
}
