package classify

import "testing"

// Tolerated: i1132-postgres-exclusion-overlap: premise vs conflict (the exclusion ruling, 23P01 "conflicting key value violates exclusion constraint" is premise, the lead after sets 301 to 358): the world holds an overlapping booking, which reads as conflict when the step was to make that booking, and as premise because the step's own row was not made and the plan believed the range free.
// Tolerated: i1132-sqlite-trigger-raise-abort: conflict vs premise (the already-state ruling, set 106 alreadyAlone: a bare "already paid" as a trigger RAISE's whole message is conflict): here the refused act was an UPDATE of the amount, not a payment, so the paid state blocks the plan (premise); the ruling reads the author as answering the act that makes the state, and the text alone cannot tell which act was refused.
// Tolerated: i1132-sqlite-raise-fail-append-only: premise vs denied (the lead after sets 989 and 998: records a schema keeps append-only, a SQLite trigger's RAISE included, are premise): the rule binds every caller, so no authority gets past it (premise, post a reversing row instead), while the trigger is a policy boundary no argument crosses (denied, as set 989 read it).
// Tolerated: i1132-anthropic-org-disabled: premise vs denied (set 267: a message saying the organization holding the key "has been disabled" is premise, the holder's state): no other key of the organization helps and reinstating it is a new step (premise), while for the agent it is an access boundary it cannot cross and must hand back (denied).
// First run at 2a33f574: 27/31 overall, 10/14 tricky.
func TestIndependentCases1132(t *testing.T) {
	runIndependent(t, "testdata/independent1132.jsonl", true,
		"i1132-postgres-exclusion-overlap",
		"i1132-sqlite-trigger-raise-abort",
		"i1132-sqlite-raise-fail-append-only",
		"i1132-anthropic-org-disabled")
}
