package classify

import "testing"

// TestIndependentCases704 runs held-out set 704: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib) as the Go SDKs print them, labelled blind.
func TestIndependentCases704(t *testing.T) {
	runIndependent(t, "testdata/independent704.jsonl", false)
}
