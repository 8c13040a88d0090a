package classify

import "testing"

// TestIndependentCases348 runs held-out set 348: the dev vendor mix drawn again (mid/end codes), from the vendors' docs with live Postgres/Go/MCP captures, labelled blind.
func TestIndependentCases348(t *testing.T) {
	runIndependent(t, "testdata/independent348.jsonl", false)
}
