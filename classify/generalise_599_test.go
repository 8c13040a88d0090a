package classify

import "testing"

// TestIndependentCases599 runs held-out set 599: MCP reference servers (everything, filesystem, memory) driven live by the Go and TypeScript SDK clients, labelled blind.
func TestIndependentCases599(t *testing.T) {
	runIndependent(t, "testdata/independent599.jsonl", false)
}
