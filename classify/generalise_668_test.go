package classify

import "testing"

// TestIndependentCases668 runs held-out set 668: documented broad mix as Python/TS SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, Kubernetes, MCP, httpx), labelled blind.
// First run at 2fc8cb8: 33/34 overall, 21/22 tricky.
// Tolerated: i668-mcp-ts-tool-missing: premise vs invalid (docs/taxonomy.md -32602 row: "invalid for an unknown tool", a name the client chose from a list; agentloop.go and sets 101, 105, 107-110): the tool the plan relied on is not offered (premise, replan on tools/list), while the call named a wrong tool that another listed one can replace (invalid, repair).
func TestIndependentCases668(t *testing.T) {
	runIndependent(t, "testdata/independent668.jsonl", true, "i668-mcp-ts-tool-missing")
}
