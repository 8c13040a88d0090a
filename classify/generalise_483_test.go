package classify

import "testing"

// TestIndependentCases483 runs held-out set 483: the dev sample's vendor mix, middle draw, from the vendors' docs (MCP and PostgreSQL lines captured live), labelled blind.
func TestIndependentCases483(t *testing.T) {
	runIndependent(t, "testdata/independent483.jsonl", false)
}
