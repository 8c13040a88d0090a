package classify

import "testing"

// TestIndependentCases629 runs held-out set 629: a documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP, Go, WebDAV) weighted to mid-plan failures, labelled blind.
func TestIndependentCases629(t *testing.T) {
	runIndependent(t, "testdata/independent629.jsonl", false)
}
