package classify

import "testing"

// TestIndependentCases684 runs held-out set 684: PostgreSQL 15 (pgx v5) and SQLite (modernc) under concurrency, captured live, labelled blind.
// First run at a15dba3: 31/31 overall, 11/11 tricky.
func TestIndependentCases684(t *testing.T) {
	runIndependent(t, "testdata/independent684.jsonl", true)
}
