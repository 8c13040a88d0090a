package classify

import "testing"

// TestIndependentCases644 runs held-out set 644: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases644(t *testing.T) {
	runIndependent(t, "testdata/independent644.jsonl", false)
}
