package classify

import "testing"

// TestIndependentCases785 runs held-out set 785: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, Stripe, Kubernetes, MCP), labelled blind.
func TestIndependentCases785(t *testing.T) {
	runIndependent(t, "testdata/independent785.jsonl", false)
}
