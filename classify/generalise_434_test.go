package classify

import "testing"

// TestIndependentCases434 runs held-out set 434: PostgreSQL in depth (DDL, COPY, partitions, RLS, FDW, poolers), captured live with pgx v5, labelled blind.
func TestIndependentCases434(t *testing.T) {
	runIndependent(t, "testdata/independent434.jsonl", false)
}
