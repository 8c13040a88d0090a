package classify

import "testing"

// TestIndependentCases447 runs held-out set 447: MCP reference servers through the go-sdk and the TS client, captured live, labelled blind.
func TestIndependentCases447(t *testing.T) {
	runIndependent(t, "testdata/independent447.jsonl", false)
}
