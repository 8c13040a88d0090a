package classify

import "testing"

// TestIndependentCases794 runs held-out set 794: a documented mix of Python/TypeScript SDK failures (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, MCP, kubectl), labelled blind.
// First run at 2975458: 35/35 overall, 17/17 tricky.
func TestIndependentCases794(t *testing.T) {
	runIndependent(t, "testdata/independent794.jsonl", true)
}
