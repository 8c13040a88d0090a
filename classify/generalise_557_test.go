package classify

import "testing"

// TestIndependentCases557 runs held-out set 557: live MCP reference servers (filesystem, memory, everything) via the Go and TypeScript SDK clients, and nginx in front of Streamable-HTTP and plain HTTP backends, labelled blind.
// First run at 26888aa: 29/30 overall, 17/18 tricky.
// Tolerated: i557-fs-eexist-file-at-dir: premise vs conflict (docs/taxonomy.md MCP tool result row: an "isError" result's EEXIST / "already exists" reads conflict, and dirheld.go keeps the set 97 premise reading to the bare text without the isError code): create_directory is a recursive mkdir ("Succeeds silently if directory exists"), so its EEXIST means a file holds the name (premise), yet the same Node text from a plain mkdir is the conflict the dev sample's mcp-iserror-eexist anchors, and earlier sets split the same way (i124, i175, i232 conflict).
func TestIndependentCases557(t *testing.T) {
	runIndependent(t, "testdata/independent557.jsonl", true, "i557-fs-eexist-file-at-dir")
}
