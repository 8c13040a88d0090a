package classify

import "testing"

// TestIndependentCases346 runs held-out set 346: an agent's tool-layer failures across pgx, SQLite, nginx, net/http, os, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases346(t *testing.T) {
	runIndependent(t, "testdata/independent346.jsonl", false)
}
