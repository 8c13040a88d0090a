package classify

import "testing"

// TestIndependentCases348 runs held-out set 348: the dev vendor mix drawn again (mid/end codes), from the vendors' docs with live Postgres/Go/MCP captures, labelled blind.
// First run at 53cb1a2: 35/35 overall, 27/27 tricky.
func TestIndependentCases348(t *testing.T) {
	runIndependent(t, "testdata/independent348.jsonl", true)
}
