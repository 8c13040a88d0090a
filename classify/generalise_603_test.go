package classify

import "testing"

// TestIndependentCases603 runs held-out set 603: PostgreSQL 15 connection- and session-level failures through pgx v5 and pgxpool, captured live, labelled blind.
func TestIndependentCases603(t *testing.T) {
	runIndependent(t, "testdata/independent603.jsonl", false)
}
