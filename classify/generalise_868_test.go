package classify

import "testing"

// TestIndependentCases868 runs held-out set 868: live MCP reference servers via go-sdk, mcp-go and TS SDK clients, plus pgx/PostgreSQL, modernc SQLite and nginx, labelled blind.
// First run at 274d6d13: 32/33 overall, 10/11 tricky.
// Tolerated: i868-gosdk-fs-list-enotdir: premise vs invalid (the path ruling, pathkind.go namesFileAsDir and the EISDIR/ENOTDIR row of docs/taxonomy.md, revised at set 262: ENOTDIR from scandir is a file the call listed, invalid): the label reads the path as a belief about the tree that proved false (a file where the plan took a directory), the ruling as the call's argument naming the wrong kind of object; both hold, and sets 124 and 170 split the same way.
func TestIndependentCases868(t *testing.T) {
	runIndependent(t, "testdata/independent868.jsonl", true, "i868-gosdk-fs-list-enotdir")
}
