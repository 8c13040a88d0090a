package classify

import "testing"

// TestIndependentCases796 runs held-out set 796: live MCP reference servers via Go SDK, mcp-go and TS SDK clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
// First run at 32328e9: 30/32 overall, 16/18 tricky.
// Tolerated: i796-mcp-fs-edit-nomatch: invalid vs premise (the edit ruling, editecho.go and generic.go, docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file"): the old text is the call's own argument (invalid), and the file does not hold what the step believed so only a fresh read gives the text to send (premise); the blind sets have split on it.
// Tolerated: i796-mcp-fs-list-a-file: premise vs invalid (the path ruling revised at set 262, pathkind.go namesFileAsDir: ENOTDIR from Node's scandir is a file named where the call needed a directory): the plan believed the path was a directory (premise), and the call's own argument names the wrong kind of object with the goal intact (invalid).
func TestIndependentCases796(t *testing.T) {
	runIndependent(t, "testdata/independent796.jsonl", true, "i796-mcp-fs-edit-nomatch", "i796-mcp-fs-list-a-file")
}
