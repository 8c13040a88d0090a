package classify

import "testing"

// TestIndependentCases655 runs held-out set 655: mid-plan failures across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Kubernetes, GitHub, Stripe, MCP and Go, labelled blind.
func TestIndependentCases655(t *testing.T) {
	runIndependent(t, "testdata/independent655.jsonl", false)
}
