package classify

import "testing"

// TestIndependentCases642 runs held-out set 642: a documented mix of AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP and Go stdlib failures as the Go SDKs print them, labelled blind.
func TestIndependentCases642(t *testing.T) {
	runIndependent(t, "testdata/independent642.jsonl", false)
}
