package classify

import "testing"

// TestIndependentCases673 runs held-out set 673: documented mix (AWS, Google Cloud/Gemini, pgx, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, maps, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases673(t *testing.T) {
	runIndependent(t, "testdata/independent673.jsonl", false)
}
