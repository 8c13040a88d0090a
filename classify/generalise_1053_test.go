package classify

import "testing"

// First run at 5fab0729: 30/31 overall, 13/14 tricky.
// Tolerated: i1053-sqlite-trigger-redeemed: premise vs conflict (docs/taxonomy.md, alreadyAgain row: "a one-time object \"already redeemed and cannot be redeemed again\" stays premise: it was used up"; alreadyBlocking lists "redeemed"): the step was itself a redeem, so if the agent's own earlier attempt redeemed the coupon the world holds what the step was to make (conflict), while if someone else did the plan's coupon is used up (premise); the trigger's text cannot tell whose redemption it was.
func TestIndependentCases1053(t *testing.T) {
	runIndependent(t, "testdata/independent1053.jsonl", true, "i1053-sqlite-trigger-redeemed")
}
