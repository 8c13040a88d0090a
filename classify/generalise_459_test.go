package classify

import "testing"

// TestIndependentCases459 runs held-out set 459: a research-assistant agent's day (pgx, modernc sqlite, nginx, net/http and os, MCP reference servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
// First run at c3d1835: 28/30 overall, 13/15 tricky.
// Tolerated: i459-sqlite-readonly-handle: denied vs premise (taxonomy SQLITE_READONLY row, the SQLite read-only ruling revised by the lead after sets 351, 352, 359 and 363): SQLite's text cannot tell a read-only open from a refused file and reads denied; this set's read-only-handle reading joins the earlier premise lines tolerated by id.
// Tolerated: i459-mcp-ts-prompt-not-found: invalid vs premise (taxonomy MCP -32602 row and the unknown tool or prompt row: TypeScript SDK "Prompt X not found" is a wrong name chosen from prompts/list, invalid; only a missing resource or a disabled prompt is premise).
func TestIndependentCases459(t *testing.T) {
	runIndependent(t, "testdata/independent459.jsonl", true, "i459-sqlite-readonly-handle", "i459-mcp-ts-prompt-not-found")
}
