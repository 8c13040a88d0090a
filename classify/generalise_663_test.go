package classify

import "testing"

// TestIndependentCases663 runs held-out set 663: documented broad mix (AWS, Google/gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases663(t *testing.T) {
	runIndependent(t, "testdata/independent663.jsonl", false)
}
