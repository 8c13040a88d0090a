package classify

import "testing"

// First run at a3829eb: 34/35 overall, 12/13 tricky.
// Tolerated: i827-k8s-modified: premise vs transient (the Kubernetes ruling in docs/taxonomy.md and classify/codes.go "the object has been modified": transient, as client-go's RetryOnConflict): labelled here as a stale resourceVersion to re-read, which the API's own "apply your changes to the latest version" supports; the classifier's retry-the-read-and-update reading holds too, and the anchored ruling stands.
// TestIndependentCases827 runs held-out set 827: documented SDK failures (openai-python, anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, kubernetes, MCP, geocoding, HTTP), labelled blind.
func TestIndependentCases827(t *testing.T) {
	runIndependent(t, "testdata/independent827.jsonl", true, "i827-k8s-modified")
}
