package classify

import "testing"

// TestIndependentCases637 runs held-out set 637: documented mid-plan failures across AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, geocoding, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases637(t *testing.T) {
	runIndependent(t, "testdata/independent637.jsonl", false)
}
