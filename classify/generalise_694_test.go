package classify

import "testing"

// First run at 132c041: 30/32 overall, 14/16 tricky.
// Tolerated: i694-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// Tolerated: i694-mcp-tool-missing: premise vs invalid (docs/taxonomy.md MCP -32602 row and mcp.go: an unknown tool is invalid, a name the client chose from the tools list; TestGeneralise101/126/161 anchor it): the tool the plan assumed is absent from this server (premise), and the name is a wrong argument the client can repair from tools/list (invalid).
// TestIndependentCases694 runs held-out set 694: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases694(t *testing.T) {
	runIndependent(t, "testdata/independent694.jsonl", true, "i694-ddb-cond-put", "i694-mcp-tool-missing")
}
