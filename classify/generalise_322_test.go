package classify

import "testing"

// TestIndependentCases322 runs held-out set 322: an agent's day across pgx, SQLite, nginx, Go net/http and os, MCP reference servers and the LLM SDKs, captured live, labelled blind.
func TestIndependentCases322(t *testing.T) {
	runIndependent(t, "testdata/independent322.jsonl", false)
}
