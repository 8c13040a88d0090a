package classify

import "testing"

// TestIndependentCases471 runs held-out set 471: the dev sample's vendor mix, middle draw, from the vendors' docs and captured live (pgx, MCP filesystem, Go stdlib), labelled blind.
// First run at 5281018: 35/35 overall, 27/27 tricky.
// Tolerated: none.
func TestIndependentCases471(t *testing.T) {
	runIndependent(t, "testdata/independent471.jsonl", true)
}
