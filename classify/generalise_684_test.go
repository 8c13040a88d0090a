package classify

import "testing"

// TestIndependentCases684 runs held-out set 684: PostgreSQL 15 (pgx v5) and SQLite (modernc) under concurrency, captured live, labelled blind.
func TestIndependentCases684(t *testing.T) {
	runIndependent(t, "testdata/independent684.jsonl", false)
}
