package classify

import "testing"

// TestIndependentCases700 runs held-out set 700: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, slack_sdk, stripe, kubernetes, MCP, httpx), labelled blind.
func TestIndependentCases700(t *testing.T) {
	runIndependent(t, "testdata/independent700.jsonl", false)
}
