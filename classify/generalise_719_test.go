package classify

import "testing"

// TestIndependentCases719 runs held-out set 719: MCP filesystem reference server failures captured live through the Go and TypeScript SDK clients, labelled blind.
func TestIndependentCases719(t *testing.T) {
	runIndependent(t, "testdata/independent719.jsonl", false)
}
