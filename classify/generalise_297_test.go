package classify

import "testing"

// TestIndependentCases297 runs held-out set 297: PostgreSQL 15 via pgx v5 reporting queries, captured live, labelled blind.
// First run at d075cfe: 33/35 overall, 14/16 tricky. No gap by class: both misses meet earlier rulings.
// Tolerated:
// Fixed later by the lead: i297-rls-null-sum (postgres.go aggregateNullText reads a NULL from an aggregate over no rows as ambiguous). Was: ambiguous vs invalid; dev pg-pgx-scan-null-into-string and sets 20, 75 (i75-pg-scan-null-sum, the same SUM over no rows), 86, 183, 287 read pgx "cannot scan NULL into" as the call's (scan into a nullable); set 240 tolerated the same dispute.
// i297-cached-plan: premise vs transient; docs/taxonomy.md (postgres 0A000 row, set 110) and sets 20, 71, 86, 110, 196, 200, 264 read "cached plan must not change result type" as transient: pgx prepares it again and the same call succeeds.
func TestIndependentCases297(t *testing.T) {
	runIndependent(t, "testdata/independent297.jsonl", true,
		"i297-cached-plan",
	)
}
