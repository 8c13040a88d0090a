package classify

import "testing"

// TestIndependentCases344 runs held-out set 344: a DevOps agent's release day across pgx, modernc sqlite, nginx, net/http/os, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases344(t *testing.T) {
	runIndependent(t, "testdata/independent344.jsonl", false)
}
