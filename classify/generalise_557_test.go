package classify

import "testing"

// TestIndependentCases557 runs held-out set 557: live MCP reference servers (filesystem, memory, everything) via the Go and TypeScript SDK clients, and nginx in front of Streamable-HTTP and plain HTTP backends, labelled blind.
func TestIndependentCases557(t *testing.T) {
	runIndependent(t, "testdata/independent557.jsonl", false)
}
