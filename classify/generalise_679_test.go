package classify

import "testing"

// TestIndependentCases679 runs held-out set 679: documented SDK failures (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, Stripe, MCP, Kubernetes, geocoding, HTTP), labelled blind.
func TestIndependentCases679(t *testing.T) {
	runIndependent(t, "testdata/independent679.jsonl", false)
}
