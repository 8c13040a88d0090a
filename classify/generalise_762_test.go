package classify

import "testing"

// TestIndependentCases762 runs held-out set 762: live MCP reference servers through the Go SDK, mcp-go and TypeScript clients, plus PostgreSQL/pgx, SQLite and nginx failures, labelled blind.
// First run at 0a111ca: 31/32 overall, 16/17 tricky.
// Tolerated: i762-fs-edit-nomatch-gamma: invalid vs premise (the edit ruling, revised to premise: docs/taxonomy.md edit rows, generic.go and editecho.go; the same split as i750-fs-edit-no-exact-match): the edit's oldText is the caller's argument (repair), yet a mismatch also proves the agent's belief about the file's content false (re-read, replan).
func TestIndependentCases762(t *testing.T) {
	runIndependent(t, "testdata/independent762.jsonl", true, "i762-fs-edit-nomatch-gamma")
}
