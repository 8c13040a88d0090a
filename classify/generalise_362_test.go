package classify

import "testing"

// TestIndependentCases362 runs held-out set 362: PostgreSQL via pgx v5 and nginx in depth, captured live, labelled blind.
// First run at 3f33f39: 30/30 overall, 14/14 tricky.
// Tolerated: none.
func TestIndependentCases362(t *testing.T) {
	runIndependent(t, "testdata/independent362.jsonl", true)
}
