package classify

import "testing"

// TestIndependentCases700 runs held-out set 700: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, slack_sdk, stripe, kubernetes, MCP, httpx), labelled blind.
// First run at 821a6ba: 34/34 overall, 18/18 tricky.
func TestIndependentCases700(t *testing.T) {
	runIndependent(t, "testdata/independent700.jsonl", true)
}
