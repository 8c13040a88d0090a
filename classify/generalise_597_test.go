package classify

import "testing"

// TestIndependentCases597 runs held-out set 597: live database/sql, pgx and modernc.org/sqlite failures from an agent's database tools, labelled blind.
// First run at 93bbdfe: 34/34 overall, 24/24 tricky.
func TestIndependentCases597(t *testing.T) {
	runIndependent(t, "testdata/independent597.jsonl", true)
}
