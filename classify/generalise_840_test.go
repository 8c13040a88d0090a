package classify

import "testing"

// TestIndependentCases840 runs held-out set 840: a broad documented mix as the Python and TypeScript SDKs print it (openai, anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, kubernetes, MCP, geocoding, requests/httpx, Go stdlib), labelled blind.
func TestIndependentCases840(t *testing.T) {
	runIndependent(t, "testdata/independent840.jsonl", false)
}
