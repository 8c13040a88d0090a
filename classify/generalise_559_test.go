package classify

import "testing"

// TestIndependentCases559 runs held-out set 559: live local agent tools (git, go, npm/node, sqlite, pgx, runuser, tar/gzip, os/exec), labelled blind.
//
// First run at f06b51d: 26/28 overall, 13/15 tricky.
// Tolerated: i559-pg-check-balance: invalid vs premise (a CHECK that guards a balance reads premise: guardsState/holdsBalance in postgres.go, taxonomy rows of sets 37 and 388): the UPDATE wrote a negative value itself, which is the call's argument (invalid), while in general a balance check failing says the funds the plan assumed are not there (premise).
// Fixed later by the lead: i559-npm-run-missing-script (shellwords.go: a script the call names that package.json lacks is the call's argument, invalid).
func TestIndependentCases559(t *testing.T) {
	runIndependent(t, "testdata/independent559.jsonl", true, "i559-pg-check-balance")
}
