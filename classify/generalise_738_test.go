package classify

import "testing"

// First run at 32a8bd0: 29/30 overall, 11/12 tricky.
// Tolerated: i738-mcp-fs-edit-nomatch: invalid vs premise (the edit ruling, revised: docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file", generic.go editMismatchReason, editecho.go): the old text is the call's own argument (repair it), yet only a fresh read of the file gives the text to send, so both readings hold; the blind sets have split on it since 126.
//
// TestIndependentCases738 runs held-out set 738: live captures from PostgreSQL/pgx, SQLite/modernc, nginx+net/http, os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases738(t *testing.T) {
	runIndependent(t, "testdata/independent738.jsonl", true, "i738-mcp-fs-edit-nomatch")
}
