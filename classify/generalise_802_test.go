package classify

import "testing"

// TestIndependentCases802 runs held-out set 802: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Maps, Kubernetes, MCP, Go, HTTP) as Go SDKs print them, labelled blind.
func TestIndependentCases802(t *testing.T) {
	runIndependent(t, "testdata/independent802.jsonl", false)
}
