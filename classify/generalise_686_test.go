package classify

import "testing"

// TestIndependentCases686 runs held-out set 686: documented mix of Go SDK/client failures (AWS, gRPC, googleapi, pgx, sqlite, OpenAI, Anthropic, GitHub, Slack, Stripe, Maps, kubectl, MCP, net/http, os), labelled blind.
func TestIndependentCases686(t *testing.T) {
	runIndependent(t, "testdata/independent686.jsonl", false)
}
