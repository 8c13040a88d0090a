package classify

import "testing"

// TestIndependentCases330 runs held-out set 330: an agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs (second draw), captured live, labelled blind.
func TestIndependentCases330(t *testing.T) {
	runIndependent(t, "testdata/independent330.jsonl", false)
}
