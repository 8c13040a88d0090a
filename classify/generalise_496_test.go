package classify

import "testing"

// TestIndependentCases496 runs held-out set 496: a code-review agent's day across pgx, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases496(t *testing.T) {
	runIndependent(t, "testdata/independent496.jsonl", false)
}
