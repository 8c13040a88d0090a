package classify

import "testing"

// TestIndependentCases502 runs held-out set 502: PostgreSQL in depth (DDL, COPY, partitions, RLS, FDW, replication, PgBouncer, pgx), from the vendors' docs and source, labelled blind.
func TestIndependentCases502(t *testing.T) {
	runIndependent(t, "testdata/independent502.jsonl", false)
}
