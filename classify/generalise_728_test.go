package classify

import "testing"

// TestIndependentCases728 runs held-out set 728: a documented broad mix (AWS, gRPC/Google, pgx, modernc sqlite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases728(t *testing.T) {
	runIndependent(t, "testdata/independent728.jsonl", false)
}
