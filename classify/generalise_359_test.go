package classify

import "testing"

// TestIndependentCases359 runs held-out set 359: an agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases359(t *testing.T) {
	runIndependent(t, "testdata/independent359.jsonl", false)
}
