package classify

import "testing"

// TestIndependentCases626 runs held-out set 626: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, geocoding, Kubernetes, MCP, Go stdlib) as the Go SDKs print them, labelled blind.
// First run at 2ddf8d5: 32/32 overall, 18/18 tricky.
func TestIndependentCases626(t *testing.T) {
	runIndependent(t, "testdata/independent626.jsonl", true)
}
