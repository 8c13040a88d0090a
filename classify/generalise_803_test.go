package classify

import "testing"

// TestIndependentCases803 runs held-out set 803: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, Stripe, Kubernetes, MCP, requests/httpx), labelled blind.
// First run at e930756: 37/37 overall, 14/14 tricky.
func TestIndependentCases803(t *testing.T) {
	runIndependent(t, "testdata/independent803.jsonl", true)
}
