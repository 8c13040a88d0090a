package classify

import "testing"

// TestIndependentCases760 runs held-out set 760: documented mix (AWS, Google gRPC/JSON, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases760(t *testing.T) {
	runIndependent(t, "testdata/independent760.jsonl", false)
}
