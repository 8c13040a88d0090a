package classify

import "testing"

// TestIndependentCases520 runs held-out set 520: PostgreSQL via pgx v5 and SQLite via modernc.org/sqlite (constraints, DDL and migrations, locks and timeouts, permissions and RLS, COPY, sequences, aborted transactions, connection limits, pgx client-side errors), captured live, labelled blind.
//
// First run at bc9846c: 27/30 overall, 16/19 tricky.
// All three misses are texts a written ruling reads the other way; no class gap.
// Tolerated: i520-pg-exclusion-overlap: conflict vs premise (the exclusion ruling, docs/taxonomy.md 23P01 row and postgres.go 23P01): another row holds the overlapping range the plan assumed free, a split the ruling settled after sets 301-358.
// Fixed later by the lead: i520-pg-drop-database-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i520-pg-drop-table-missing: conflict vs premise (docs/taxonomy.md 42P01 row, and set 215's i215-drop-missing labels this very DROP TABLE text premise): I read the removal as already done by set 260's removal ruling; flipping it would break set 215's line.
func TestIndependentCases520(t *testing.T) {
	runIndependent(t, "testdata/independent520.jsonl", true, "i520-pg-exclusion-overlap", "i520-pg-drop-table-missing")
}
