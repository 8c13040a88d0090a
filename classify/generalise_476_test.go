package classify

import "testing"

// TestIndependentCases476 runs held-out set 476: PostgreSQL in depth (partitions, sequences, RLS, FDW, replication, PgBouncer, pgx), from the vendors' docs and captured live, labelled blind.
func TestIndependentCases476(t *testing.T) {
	runIndependent(t, "testdata/independent476.jsonl", false)
}
