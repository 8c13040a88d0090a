package classify

import "testing"

// TestIndependentCases396 runs held-out set 396: the agent-tool ecosystem's long tail (browser automation, MCP servers and SDKs, agent frameworks, code sandboxes), from the vendors' docs, labelled blind.
func TestIndependentCases396(t *testing.T) {
	runIndependent(t, "testdata/independent396.jsonl", false)
}
