package classify

import "testing"

// TestIndependentCases360 runs held-out set 360: a customer-support agent's tool layer (pgx, SQLite, nginx, net/http, os, MCP, LLM SDKs), captured live, labelled blind.
func TestIndependentCases360(t *testing.T) {
	runIndependent(t, "testdata/independent360.jsonl", false)
}
