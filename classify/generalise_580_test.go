package classify

import "testing"

// TestIndependentCases580 runs held-out set 580: PostgreSQL 15 through pgx v5 (RLS, partitions, RAISE with custom SQLSTATEs, locks, deferred constraints, domains, COPY, roles), captured live, labelled blind.
func TestIndependentCases580(t *testing.T) {
	runIndependent(t, "testdata/independent580.jsonl", false)
}
