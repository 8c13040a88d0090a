package classify

import "testing"

// TestIndependentCases645 runs held-out set 645: documented mid-plan failures (missing resources, maybe-landed writes, held locks and leases, limits part way through a batch, expired credentials) across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases645(t *testing.T) {
	runIndependent(t, "testdata/independent645.jsonl", false)
}
