package classify

import "testing"

// TestIndependentCases743 runs held-out set 743: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, Kubernetes, MCP, Go) as the Go SDKs print them, labelled blind.
func TestIndependentCases743(t *testing.T) {
	runIndependent(t, "testdata/independent743.jsonl", false)
}
