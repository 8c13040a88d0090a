package classify

import "testing"

// TestIndependentCases669 runs held-out set 669: documented mid-plan failures across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases669(t *testing.T) {
	runIndependent(t, "testdata/independent669.jsonl", false)
}
