package classify

import "testing"

// TestIndependentCases379 runs held-out set 379: a finance back-office agent's day across PostgreSQL, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases379(t *testing.T) {
	runIndependent(t, "testdata/independent379.jsonl", false)
}
