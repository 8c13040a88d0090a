package classify

import "testing"

// TestIndependentCases597 runs held-out set 597: live database/sql, pgx and modernc.org/sqlite failures from an agent's database tools, labelled blind.
func TestIndependentCases597(t *testing.T) {
	runIndependent(t, "testdata/independent597.jsonl", false)
}
