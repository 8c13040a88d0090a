package classify

import "testing"

// TestIndependentCases543 runs held-out set 543: live PostgreSQL (pgx v5, pgx/stdlib) and SQLite (modernc) failures, labelled blind.
func TestIndependentCases543(t *testing.T) {
	runIndependent(t, "testdata/independent543.jsonl", false)
}
