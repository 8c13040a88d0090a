package classify

import "testing"

// First run at a0dd43c: 37/37 overall, 19/19 tricky.
// TestIndependentCases752 runs held-out set 752: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, Stripe, Kubernetes, MCP, requests), labelled blind.
func TestIndependentCases752(t *testing.T) {
	runIndependent(t, "testdata/independent752.jsonl", true)
}
