package classify

import "testing"

// TestIndependentCases466 runs held-out set 466: the dev file's vendor mix, middle-of-distribution failures on named operations, from the vendors' docs (two MCP lines captured live), labelled blind.
func TestIndependentCases466(t *testing.T) {
	runIndependent(t, "testdata/independent466.jsonl", false)
}
