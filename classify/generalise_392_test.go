package classify

import "testing"

// TestIndependentCases392 runs held-out set 392: the dev sample's vendor mix, long tail (third draw), from the vendors' docs (PostgreSQL, Go and MCP lines captured live), labelled blind.
func TestIndependentCases392(t *testing.T) {
	runIndependent(t, "testdata/independent392.jsonl", false)
}
