package classify

import "testing"

// First run at 2ddc0395: 25/28 overall, 11/13 tricky.
// Tolerated: i1043-postgres-excl-named: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01: "another row ... already holds an overlapping range; the step's row was not made"): the set read an overlapping booking as the world already holding the slot (conflict, like a unique violation); the ruling reads it as the plan's belief that the range was free (premise). Both hold; the ruling stands.
// Fixed later by the lead: i1043-sqlite-trigger (appwords.go: a state in a relative clause ("that has shipped") and a hold ("on credit hold") read as the object's state, premise).
// Fixed later by the lead: i1043-sqlite-trigger-fail (appwords.go: a state in a relative clause ("that has shipped") and a hold ("on credit hold") read as the object's state, premise).
func TestIndependentCases1043(t *testing.T) {
	runIndependent(t, "testdata/independent1043.jsonl", true, "i1043-postgres-excl-named")
}
