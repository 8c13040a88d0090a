package classify

import "testing"

// TestIndependentCases859 runs held-out set 859: documented mid-plan failures across AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP, Go and HTTP, labelled blind.
func TestIndependentCases859(t *testing.T) {
	runIndependent(t, "testdata/independent859.jsonl", false)
}
