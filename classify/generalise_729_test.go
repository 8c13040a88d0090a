package classify

import "testing"

// TestIndependentCases729 runs held-out set 729: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, geocoding, Kubernetes, MCP, requests/httpx), labelled blind.
func TestIndependentCases729(t *testing.T) {
	runIndependent(t, "testdata/independent729.jsonl", false)
}
