package classify

import "testing"

// TestIndependentCases858 runs held-out set 858: a broad documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go, geocoding), labelled blind.
func TestIndependentCases858(t *testing.T) {
	runIndependent(t, "testdata/independent858.jsonl", false)
}
