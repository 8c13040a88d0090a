package classify

import "testing"

// TestIndependentCases353 runs held-out set 353: MCP reference servers and nginx, captured live, labelled blind.
func TestIndependentCases353(t *testing.T) {
	runIndependent(t, "testdata/independent353.jsonl", false)
}
