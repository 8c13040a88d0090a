package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 7a02897: 29/30 overall, 19/20 tricky.
// Missed i582-check-qty-nonneg (invalid, read premise). Class fixed by the
// lead: a quantity or count held at zero or above, with no word naming a
// holding (stock, inventory, on hand, available, balance), is a format of
// the value the call wrote, invalid; sets 241 and 552 had labelled the same
// shape invalid blind and no set labelled it premise (postgres.go
// guardsState, TestGeneralise582QuantityFloor).
//
// TestIndependentCases582 runs held-out set 582: SQLite (modernc.org/sqlite) errors captured live, labelled blind.
func TestIndependentCases582(t *testing.T) {
	runIndependent(t, "testdata/independent582.jsonl", true)
}

// TestGeneralise582QuantityFloor: a bare quantity floor reads invalid in
// PostgreSQL's and SQLite's words; one on a stock, inventory or on-hand
// count, or a balance, stays premise.
func TestGeneralise582QuantityFloor(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "sqlite qty nonneg named", msg: "constraint failed: CHECK constraint failed: line_qty_nonneg (275)", want: rung.KindInvalid},
		{name: "sqlite qty expression", msg: "CHECK constraint failed: qty >= 0", want: rung.KindInvalid},
		{name: "pg quantity nonnegative", msg: `ERROR: new row for relation "basket_lines" violates check constraint "basket_lines_quantity_nonnegative" (SQLSTATE 23514)`, want: rung.KindInvalid},
		{name: "pg retry count", msg: `ERROR: new row for relation "jobs" violates check constraint "jobs_retry_count_nonneg" (SQLSTATE 23514)`, want: rung.KindInvalid},
		{name: "mysql 3819 quantity", msg: "Error 3819 (HY000): Check constraint 'cart_items_chk_quantity_non_negative' is violated.", want: rung.KindInvalid},
		// Near misses: the count of a holding stays a state.
		{name: "near miss: stock qty", msg: `ERROR: new row for relation "stock" violates check constraint "stock_qty_nonnegative" (SQLSTATE 23514)`, want: rung.KindPremise},
		{name: "near miss: inventory quantity", msg: `ERROR: new row for relation "inventory" violates check constraint "inventory_quantity_nonnegative" (SQLSTATE 23514)`, want: rung.KindPremise},
		{name: "near miss: qty on hand", msg: "constraint failed: CHECK constraint failed: qty_on_hand >= 0 (275)", want: rung.KindPremise},
		{name: "near miss: balance", msg: "constraint failed: CHECK constraint failed: balance_nonneg (275)", want: rung.KindPremise},
	})
}
