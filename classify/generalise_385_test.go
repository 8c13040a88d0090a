package classify

import "testing"

// TestIndependentCases385 runs held-out set 385: an app's everyday PostgreSQL (pgx v5) and SQLite (modernc) failures, captured live, labelled blind.
// First run at 0772109: 30/30 overall, 15/15 tricky.
// Tolerated: none.
func TestIndependentCases385(t *testing.T) {
	runIndependent(t, "testdata/independent385.jsonl", true)
}
