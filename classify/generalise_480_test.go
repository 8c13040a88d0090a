package classify

import "testing"

// TestIndependentCases480 runs held-out set 480: PostgreSQL via pgx and SQLite via modernc in depth, captured live, labelled blind.
//
// First run at 6849540: 26/30 overall, 16/19 tricky.
// Tolerated: i480-pg-exclusion-overlap: premise vs conflict (taxonomy exclusion ruling, 23P01 premise after sets 301, 312, 319, 336, 338 and 358): I read the overlapping booking as the world already holding the range; the ruling reads it as the plan's belief that the range was free, with no row of the step's own to carry forward.
// Fixed later by the lead: i480-pg-drop-database-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i480-pg-cached-plan-result-type: transient vs premise (taxonomy 0A000 "cached plan must not change result type" transient, set 110; pgx drops the cached statement and the same call runs again): I read the schema change as the step's false belief.
// Tolerated: i480-sq-locked-same-connection: transient vs invalid (taxonomy SQLITE_LOCKED row, transient; sets 20, 143, 168, 265, 274, 278, 352 and 385 label the same drop-while-reading text transient): I read the caller's own open reader as a call order to repair.
func TestIndependentCases480(t *testing.T) {
	runIndependent(t, "testdata/independent480.jsonl", true,
		"i480-pg-exclusion-overlap", "i480-pg-cached-plan-result-type", "i480-sq-locked-same-connection")
}
