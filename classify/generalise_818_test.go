package classify

import "testing"

// TestIndependentCases818 runs held-out set 818: documented mid-plan failures across AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go and HTTP, labelled blind.
func TestIndependentCases818(t *testing.T) {
	runIndependent(t, "testdata/independent818.jsonl", false)
}
