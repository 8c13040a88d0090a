package classify

import "testing"

// TestIndependentCases517 runs held-out set 517: PostgreSQL (pgx), Go stdlib and HTTP servers/proxies, captured live, labelled blind.
// First run at f6ab470: 29/30 overall, 20/20 tricky.
// Tolerated: i517-pg-exclusion-violation: conflict vs premise (the exclusion ruling, docs/taxonomy.md 23P01 row and postgres.go 23P01): another row holds the overlapping range and the step's row was not made; a split of opinion, not a gap.
func TestIndependentCases517(t *testing.T) {
	runIndependent(t, "testdata/independent517.jsonl", true, "i517-pg-exclusion-violation")
}
