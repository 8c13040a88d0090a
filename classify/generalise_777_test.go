package classify

import "testing"

// TestIndependentCases777 runs held-out set 777: mid-plan failures across AWS, Google/gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Kubernetes, GitHub, Stripe, MCP and Go (missing prior resources, uncertain writes, held locks, limits mid-batch, expired credentials), labelled blind.
func TestIndependentCases777(t *testing.T) {
	runIndependent(t, "testdata/independent777.jsonl", false)
}
