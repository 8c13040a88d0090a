package classify

import "testing"

// TestIndependentCases586 runs held-out set 586: documented mix (AWS, Google Cloud/Gemini, pgx, modernc SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
// First run at ff9ee0c: 34/34 overall, 20/20 tricky.
func TestIndependentCases586(t *testing.T) {
	runIndependent(t, "testdata/independent586.jsonl", true)
}
