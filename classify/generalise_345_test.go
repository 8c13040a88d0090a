package classify

import "testing"

// TestIndependentCases345 runs held-out set 345: a data-analysis agent's day (pgx, SQLite, nginx, net/http and os, MCP reference servers, OpenAI and Anthropic SDKs), captured live, labelled blind.
func TestIndependentCases345(t *testing.T) {
	runIndependent(t, "testdata/independent345.jsonl", false)
}
