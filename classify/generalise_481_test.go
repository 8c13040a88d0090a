package classify

import "testing"

// TestIndependentCases481 runs held-out set 481: a scheduling agent's day across pgx, SQLite, nginx, net/http, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases481(t *testing.T) {
	runIndependent(t, "testdata/independent481.jsonl", false)
}
