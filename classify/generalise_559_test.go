package classify

import "testing"

// TestIndependentCases559 runs held-out set 559: live local agent tools (git, go, npm/node, sqlite, pgx, runuser, tar/gzip, os/exec), labelled blind.
//
// First run at f06b51d: 26/28 overall, 13/15 tricky.
// Tolerated: i559-pg-check-balance: invalid vs premise (a CHECK that guards a balance reads premise: guardsState/holdsBalance in postgres.go, taxonomy rows of sets 37 and 388): the UPDATE wrote a negative value itself, which is the call's argument (invalid), while in general a balance check failing says the funds the plan assumed are not there (premise).
// Tolerated: i559-npm-run-missing-script: invalid vs premise (recipeWords in shellwords.go, set 91: a script or target the project does not define is premise; i134-npm-missing-script is tolerated the same way): naming an undefined script is a wrong argument (invalid), or the project is not as the plan assumed (premise).
func TestIndependentCases559(t *testing.T) {
	runIndependent(t, "testdata/independent559.jsonl", true, "i559-pg-check-balance", "i559-npm-run-missing-script")
}
