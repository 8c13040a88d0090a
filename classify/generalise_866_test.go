package classify

import "testing"

// First run at 06569575: 34/34 overall, 13/13 tricky.
//
// TestIndependentCases866 runs held-out set 866: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, Stripe, Kubernetes, MCP), labelled blind.
func TestIndependentCases866(t *testing.T) {
	runIndependent(t, "testdata/independent866.jsonl", true)
}
