package classify

import "testing"

// First run at 9d78c7d: 32/33 overall, 13/14 tricky.
// Tolerated: i633-fs-edit-no-exact-match: invalid vs premise (the edit ruling, revised: docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file" row and the tool-result row, classify/generic.go editMismatchReason and "could not find exact match"): the oldText is the call's own argument, so repairing it after a read keeps the goal (invalid, the label), while the ruling reads the failure as the file not holding what the step believed, which only a fresh read can mend (premise); the blind sets have split this way before, both readings hold.
//
// TestIndependentCases633 runs held-out set 633: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL 15 via pgx, SQLite via modernc and nginx in front of Go upstreams, labelled blind.
func TestIndependentCases633(t *testing.T) {
	runIndependent(t, "testdata/independent633.jsonl", true, "i633-fs-edit-no-exact-match")
}
