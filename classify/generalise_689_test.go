package classify

import "testing"

// TestIndependentCases689 runs held-out set 689: live MCP reference servers via the Go SDK, mcp-go and TypeScript clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
// First run at 2dc5c87: 30/31 overall, 11/12 tricky.
// Tolerated: i689-fs-edit-no-exact-match: invalid vs premise (the edit ruling, revised: docs/taxonomy.md edit-tool row, generic.go editMismatchReason): the old text is the call's own argument (repair it), and it also shows the file does not hold what the step believed, which only a fresh read can mend (replan); the blind sets split on it.
func TestIndependentCases689(t *testing.T) {
	runIndependent(t, "testdata/independent689.jsonl", true, "i689-fs-edit-no-exact-match")
}
