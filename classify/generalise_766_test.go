package classify

import "testing"

// TestIndependentCases766 runs held-out set 766: MCP reference servers (everything, memory, filesystem) live over stdio via raw JSON-RPC, the Go SDK and the TypeScript SDK, labelled blind.
func TestIndependentCases766(t *testing.T) {
	runIndependent(t, "testdata/independent766.jsonl", false)
}
