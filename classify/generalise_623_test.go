package classify

import "testing"

// TestIndependentCases623 runs held-out set 623: mid-plan failures across AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases623(t *testing.T) {
	runIndependent(t, "testdata/independent623.jsonl", false)
}
