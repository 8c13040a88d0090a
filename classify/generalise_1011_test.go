package classify

import "testing"

// First run at 0c386e61: 31/32 overall, 17/18 tricky.
//
// Tolerated: i1011-sqla-check-violation: premise vs invalid (docs/taxonomy.md, PostgreSQL table: "23514 of a check that guards a state: a balance ... premise"): the UPDATE writes a balance of -50 under accounts_balance_check, so the ruling reads it as funds the step assumed and the account lacks; the blind label read the class 23 check violation SQLAlchemy wraps as IntegrityError as a value the call should not have written (repair the amount). Both hold; the ruling stands.
func TestIndependentCases1011(t *testing.T) {
	runIndependent(t, "testdata/independent1011.jsonl", true, "i1011-sqla-check-violation")
}
