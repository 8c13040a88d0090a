package classify

import "testing"

// TestIndependentCases714 runs held-out set 714: documented mid-plan failures (missing resources, landed-or-not writes, held locks, batch limits, expired credentials) across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases714(t *testing.T) {
	runIndependent(t, "testdata/independent714.jsonl", false)
}
