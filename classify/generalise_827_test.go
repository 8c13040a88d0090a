package classify

import "testing"

// TestIndependentCases827 runs held-out set 827: documented SDK failures (openai-python, anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, kubernetes, MCP, geocoding, HTTP), labelled blind.
func TestIndependentCases827(t *testing.T) {
	runIndependent(t, "testdata/independent827.jsonl", false)
}
