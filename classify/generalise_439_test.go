package classify

import "testing"

// TestIndependentCases439 runs held-out set 439: PostgreSQL via pgx and SQLite via modernc in depth, captured live, labelled blind.
// First run at 80f9494: 27/30 overall, 16/18 tricky.
// Fixed later by the lead: i439-pg-dropdb-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i439-pg-exclusion-overlap: premise vs conflict (docs/taxonomy.md, the exclusion ruling on 23P01, after sets 301, 312, 319, 336, 338 and 358; 17 to 20, 141, 200, 270, 291, 302 and 354 tolerated by id): the ruling reads the overlapping row as a taken range the plan assumed free, with no result of the step's own to carry forward; this set read it as the unique-violation analogue.
// Tolerated: i439-pg-cached-plan-result-type: transient vs premise (docs/taxonomy.md PostgreSQL table, 0A000 "cached plan must not change result type" transient; set 110): the ruling reads it as a plan pgx re-prepares, so the same call succeeds; sets 297, 354 and 434 labelled it premise as this set did.
func TestIndependentCases439(t *testing.T) {
	runIndependent(t, "testdata/independent439.jsonl", true, "i439-pg-exclusion-overlap", "i439-pg-cached-plan-result-type")
}
