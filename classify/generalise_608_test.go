package classify

import "testing"

// TestIndependentCases608 runs held-out set 608: documented SDK-printed failures (openai/anthropic python+ts, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe-python, k8s python, MCP SDKs), labelled blind.
func TestIndependentCases608(t *testing.T) {
	runIndependent(t, "testdata/independent608.jsonl", false)
}
