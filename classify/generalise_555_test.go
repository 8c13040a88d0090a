package classify

import "testing"

// TestIndependentCases555 runs held-out set 555: documented mix (AWS, GCP, Stripe, GitHub, Twilio, OpenAI, Anthropic, pgx, SQLite, Kubernetes, gRPC, MCP), labelled blind.
func TestIndependentCases555(t *testing.T) {
	runIndependent(t, "testdata/independent555.jsonl", false)
}
