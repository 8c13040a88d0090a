package classify

import "testing"

// TestIndependentCases478 runs held-out set 478: MCP in depth (second draw: transports, sessions, SDK errors, reference servers' tool results), from the vendors' docs, labelled blind.
func TestIndependentCases478(t *testing.T) {
	runIndependent(t, "testdata/independent478.jsonl", false)
}
