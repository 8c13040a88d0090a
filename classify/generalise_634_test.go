package classify

import "testing"

// TestIndependentCases634 runs held-out set 634: documented mix (AWS, gRPC, googleapi, pgx, sqlite, OpenAI, Anthropic, GitHub, Slack, Stripe, Maps, kubectl, MCP, Go), labelled blind.
func TestIndependentCases634(t *testing.T) {
	runIndependent(t, "testdata/independent634.jsonl", false)
}
