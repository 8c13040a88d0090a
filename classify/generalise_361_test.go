package classify

import "testing"

// TestIndependentCases361 runs held-out set 361: MCP reference servers through three clients, captured live, labelled blind.
func TestIndependentCases361(t *testing.T) {
	runIndependent(t, "testdata/independent361.jsonl", false)
}
