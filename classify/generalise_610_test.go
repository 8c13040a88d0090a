package classify

import "testing"

// TestIndependentCases610 runs held-out set 610: live MCP TypeScript SDK client failures (reference and own servers), labelled blind.
func TestIndependentCases610(t *testing.T) {
	runIndependent(t, "testdata/independent610.jsonl", false)
}
