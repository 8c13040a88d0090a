package classify

import "testing"

// TestIndependentCases363 runs held-out set 363: a research agent's day across pgx, modernc sqlite, nginx, Go net/http and os, MCP reference servers and LLM SDKs (ninth draw), captured live, labelled blind.
func TestIndependentCases363(t *testing.T) {
	runIndependent(t, "testdata/independent363.jsonl", false)
}
