package classify

import "testing"

// TestIndependentCases557 runs held-out set 557: live MCP reference servers (filesystem, memory, everything) via the Go and TypeScript SDK clients, and nginx in front of Streamable-HTTP and plain HTTP backends, labelled blind.
// First run at 26888aa: 29/30 overall, 17/18 tricky.
// Fixed later by the lead: i557-fs-eexist-file-at-dir (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases557(t *testing.T) {
	runIndependent(t, "testdata/independent557.jsonl", true)
}
