package classify

import "testing"

// TestIndependentCases434 runs held-out set 434: PostgreSQL in depth (DDL, COPY, partitions, RLS, FDW, poolers), captured live with pgx v5, labelled blind.
// First run at 3b3d67e: 33/35 overall, 24/26 tricky.
// Tolerated: i434-cached-plan-result-type: transient vs premise (docs/taxonomy.md PostgreSQL table, 0A000 "cached plan must not change result type" transient; set 110): the ruling reads it as a plan pgx re-prepares, so the same call succeeds; sets 297 and 354 labelled it premise as this set did.
func TestIndependentCases434(t *testing.T) {
	runIndependent(t, "testdata/independent434.jsonl", true, "i434-cached-plan-result-type")
}
