package classify

import "testing"

// TestIndependentCases865 runs held-out set 865: documented broad mix (AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go, HTTP) as the Go SDKs print them, labelled blind.
func TestIndependentCases865(t *testing.T) {
	runIndependent(t, "testdata/independent865.jsonl", false)
}
