package classify

import "testing"

// TestIndependentCases624 runs held-out set 624: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
// First run at 29b45d0: 29/30 overall, 11/12 tricky.
// Tolerated: i624-mcp-fs-edit-kein-treffer: invalid vs premise (the edit ruling, revised: docs/taxonomy.md and generic.go editMismatchReason read an edit's missing old text premise): the oldText is the call's own argument (repair it, the goal is fine), and equally the file does not hold what the step believed, so only a fresh read gives the text to send.
func TestIndependentCases624(t *testing.T) {
	runIndependent(t, "testdata/independent624.jsonl", true, "i624-mcp-fs-edit-kein-treffer")
}
