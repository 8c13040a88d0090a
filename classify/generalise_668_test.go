package classify

import "testing"

// TestIndependentCases668 runs held-out set 668: documented broad mix as Python/TS SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, Kubernetes, MCP, httpx), labelled blind.
func TestIndependentCases668(t *testing.T) {
	runIndependent(t, "testdata/independent668.jsonl", false)
}
