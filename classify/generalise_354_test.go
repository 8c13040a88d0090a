package classify

import "testing"

// TestIndependentCases354 runs held-out set 354: PostgreSQL via pgx v5 and the OpenAI/Anthropic Go SDKs, captured live, labelled blind.
// First run at 225aa91: 28/30 overall, 12/14 tricky.
// Tolerated: i354-pg-cached-plan-result-type: transient vs premise (docs/taxonomy.md PostgreSQL table, 0A000 "cached plan must not change result type" transient; set 110): the ruling reads it as a plan pgx re-prepares, so the same call succeeds; sets 20, 71, 86, 110, 196, 200, 264, 338 agree, set 297 labelled it premise as this set did.
// Fixed later by the lead: i354-pg-database-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i354-pg-exclusion-overlap: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
func TestIndependentCases354(t *testing.T) {
	runIndependent(t, "testdata/independent354.jsonl", true, "i354-pg-cached-plan-result-type", "i354-pg-exclusion-overlap")
}
