package classify

import "testing"

// TestIndependentCases628 runs held-out set 628: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, kubernetes, geocoding, MCP), labelled blind.
func TestIndependentCases628(t *testing.T) {
	runIndependent(t, "testdata/independent628.jsonl", false)
}
