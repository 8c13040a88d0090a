package classify

import "testing"

// TestIndependentCases706 runs held-out set 706: live MCP servers written with the TypeScript SDK (McpServer tools, resource templates, prompts) called from the Go and TypeScript SDK clients, labelled blind.
func TestIndependentCases706(t *testing.T) {
	runIndependent(t, "testdata/independent706.jsonl", false)
}
