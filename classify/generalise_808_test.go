package classify

import "testing"

// TestIndependentCases808 runs held-out set 808: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite/modernc and nginx, labelled blind.
// First run at 441a15e: 30/31 overall, 11/12 tricky.
// Tolerated: i808-fs-listfile: premise vs invalid (the path ruling, revised at set 262, classify/pathkind.go namesFileAsDir and docs/taxonomy.md EISDIR/ENOTDIR row: ENOTDIR from Node's scandir names a file where the call needed a directory): (b) list_directory on a file proves the plan's belief that the path is a folder false (premise), and equally the call's own argument names the wrong kind of object, repaired by reading the file or listing its parent (invalid).
func TestIndependentCases808(t *testing.T) {
	runIndependent(t, "testdata/independent808.jsonl", true, "i808-fs-listfile")
}
