package classify

import "testing"

// Tolerated: i998-postgres-exclusion-overlap: premise vs conflict (the exclusion ruling in docs/taxonomy.md, 23P01 "premise ... the range was free"): the booking the world holds is another's, so premise holds; read as "the world already holds a booking for that room and time" conflict holds too.
// Tolerated: i998-postgres-raise-invoice-paid: conflict vs premise (the already-state ruling, set 106 alreadyAlone: a bare "already paid" as an application-defined code's whole message is conflict): the author may answer the act that made the state (conflict) or the plan may rest on an unpaid invoice (premise).
// Fixed later by the lead: i998-sqlite-raise-fail-append-only (appwords.go reads "append-only" as a rule binding every caller, premise). Was: unknown vs premise (a one-off with no class yet: a trigger's RAISE saying the rows are "append-only" is a standing rule of the data, not looked at in the time; premise, invalid or denied could each be argued, unknown is honest for unmatched author words).
// Passes since the lead's revision (set 1413 round): i998-sqlite-trigger-already-booked: "X is already booked/reserved" reads conflict, as "already exists" (five blind conflict labels: sets 141, 739, 998, 1188, 1407).
// First run at 7ff50507: 26/30 overall, 12/15 tricky.
func TestIndependentCases998(t *testing.T) {
	runIndependent(t, "testdata/independent998.jsonl", true,
		"i998-postgres-exclusion-overlap", "i998-postgres-raise-invoice-paid")
}
