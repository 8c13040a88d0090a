package classify

import "testing"

// TestIndependentCases751 runs held-out set 751: documented mid-plan failures (AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Kubernetes, GitHub, Stripe, MCP, Go), labelled blind.
func TestIndependentCases751(t *testing.T) {
	runIndependent(t, "testdata/independent751.jsonl", false)
}
