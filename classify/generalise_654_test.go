package classify

import "testing"

// TestIndependentCases654 runs held-out set 654: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Maps, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases654(t *testing.T) {
	runIndependent(t, "testdata/independent654.jsonl", false)
}
