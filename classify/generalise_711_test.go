package classify

import "testing"

// TestIndependentCases711 runs held-out set 711: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases711(t *testing.T) {
	runIndependent(t, "testdata/independent711.jsonl", false)
}
