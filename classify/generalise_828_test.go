package classify

import "testing"

// First run at 86c8e5d: 32/34 overall, 19/21 tricky.
// Tolerated: i828-ddb-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row, the ConditionalCheckFailed ruling kept on purpose: "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// Tolerated: i828-mcp-unknown-tool: premise vs invalid (docs/taxonomy.md MCP -32602 row and mcp.go: an unknown tool or prompt is invalid, a name the client chose from the server's list): the plan's belief that the server offers the tool is false (premise), and the MCP spec files unknown tools under -32602 Invalid params, a wrong name to repair from tools/list (invalid).
//
// TestIndependentCases828 runs held-out set 828: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases828(t *testing.T) {
	runIndependent(t, "testdata/independent828.jsonl", true, "i828-ddb-condcheck", "i828-mcp-unknown-tool")
}
