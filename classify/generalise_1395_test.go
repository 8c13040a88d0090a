package classify

import (
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// First run at ffaa0dd6: 26/32 overall, 13/16 tricky.
func TestIndependentCases1395(t *testing.T) {
	runIndependent(t, "testdata/independent1395.jsonl", false)
}

// TestGeneralise1395CheckNamesRowValue: a PostgreSQL check violation is read
// by its constraint's own name, less the relation's name that prefixes it by
// convention. A rule on a value the row carries per unit (a price, a cost, a
// fee, a weight) being positive is the format of what the call wrote, even
// on a table that names a holding (inventory, stock, wallets); a constraint
// whose own name guards a quantity held keeps premise, and a name with no
// row value keeps the whole text's reading (ddl-constraints.html; live pgx
// v5.12.0 on PostgreSQL 15, set 1395).
func TestGeneralise1395CheckNamesRowValue(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"price on inventory", "postgres", 0, "23514", `ERROR: new row for relation "inventory" violates check constraint "inventory_unit_price_positive" (SQLSTATE 23514)`, invalid},
		{"auto-named price check on stock table", "postgres", 0, "23514", `ERROR: new row for relation "stock_items" violates check constraint "stock_items_price_check" (SQLSTATE 23514)`, invalid},
		{"cost on wallet top-ups", "postgres", 0, "23514", `ERROR: new row for relation "wallet_topups" violates check constraint "wallet_topups_fee_nonnegative" (SQLSTATE 23514)`, invalid},
		{"weight on inventory with detail", "postgres", 0, "23514", "ERROR: new row for relation \"inventory\" violates check constraint \"inventory_weight_grams_positive\" (SQLSTATE 23514)\nDETAIL: Failing row contains (SKU-1, 4, 0).", invalid},
		// near misses: the constraint's own name guards a holding
		{"stock floor on inventory", "postgres", 0, "23514", `ERROR: new row for relation "inventory" violates check constraint "inventory_stock_not_below_zero" (SQLSTATE 23514)`, premise},
		{"balance floor", "postgres", 0, "23514", `ERROR: new row for relation "accounts" violates check constraint "accounts_balance_nonnegative" (SQLSTATE 23514)`, premise},
		{"price within budget", "postgres", 0, "23514", `ERROR: new row for relation "carts" violates check constraint "carts_price_within_budget" (SQLSTATE 23514)`, premise},
		{"unnamed check on inventory", "postgres", 0, "23514", `ERROR: new row for relation "inventory" violates check constraint "inventory_check" (SQLSTATE 23514)`, premise},
		{"quantity on stock", "postgres", 0, "23514", `ERROR: new row for relation "stock_levels" violates check constraint "stock_levels_on_hand_check" (SQLSTATE 23514)`, premise},
	})
}

// TestGeneralise1395CheckFieldsRowValue: the same reading through pgx's
// fields (ConstraintName, TableName), which Error consults for 23514: a
// price rule on an inventory table stays a format; a stock floor there
// stays premise.
func TestGeneralise1395CheckFieldsRowValue(t *testing.T) {
	for _, c := range []struct {
		table, cons string
		want        any
	}{
		{"inventory", "inventory_unit_price_positive", invalid},
		{"stock_items", "stock_items_price_check", invalid},
		{"inventory", "inventory_stock_not_below_zero", premise},
		{"inventory", "inventory_check", premise},
	} {
		pgErr := &pgconn.PgError{Severity: "ERROR", Code: "23514", Message: `new row for relation "` + c.table + `" violates check constraint "` + c.cons + `"`, TableName: c.table, ConstraintName: c.cons}
		if r := Error(fmt.Errorf("insert: %w", pgErr)); any(r.Kind) != c.want {
			t.Errorf("%s/%s: got %s (%s), want %v", c.table, c.cons, r.Kind, r.Reason, c.want)
		}
	}
}
