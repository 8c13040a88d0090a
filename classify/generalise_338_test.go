package classify

import "testing"

// TestIndependentCases338 runs held-out set 338: PostgreSQL in depth through pgx v5, captured live, labelled blind.
// First run at fc1bd06: 32/35 overall, 14/16 tricky.
// i338-exclusion passes since the exclusion ruling (postgres.go 23P01).
// Fixed later by the lead: i338-drop-db-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i338-conn-busy: invalid vs transient (docs/taxonomy.md row on SQL clients refusing the program's call order: pgx "conn busy" is an application bug; set 39 row reads the own unfinished rows the same way): set 338 read it as a busy connection that frees itself.
func TestIndependentCases338(t *testing.T) {
	runIndependent(t, "testdata/independent338.jsonl", true, "i338-conn-busy")
}
