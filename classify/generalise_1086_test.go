package classify

import "testing"

// Tolerated: i1086-pg-23514-check: premise vs invalid (docs/taxonomy.md "23514 of a check that guards a state: a balance, stock, ... premise: the funds or stock the step assumed are not there"): this set read a CHECK violation as a value to repair, as PostgreSQL's docs describe any check; the ruling reads accounts_balance_check as guarding a held balance, so the step assumed funds that are not there; both readings hold (the set's own note names the balance case as a hand-back).
// Tolerated: i1086-mongo-index-options: premise vs conflict (docs/taxonomy.md, lead from set 938: IndexOptionsConflict "The same name with other options or keys ... stays premise"): this set read an index of that name already existing as the world holding what the step creates; the ruling reads the differing options as a false belief about the existing index (drop or adapt before going on); both readings hold.
// First run at 8c64e2ca: 29/31 overall, 16/17 tricky.
func TestIndependentCases1086(t *testing.T) {
	runIndependent(t, "testdata/independent1086.jsonl", true, "i1086-pg-23514-check", "i1086-mongo-index-options")
}
