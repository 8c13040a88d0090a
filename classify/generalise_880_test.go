package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at da6070f9: 26/30 overall, 11/15 tricky.
//
// Tolerated: i880-postgres-inuse: invalid vs premise (taxonomy.md, PostgreSQL:
// 55006 "in this session" (the caller's own open cursor holds the table) is
// "invalid: no other session will let go; this one must close it first"): the
// statement is fine and the session's state (an open cursor) is what must
// change, which reads as a premise of the plan; the ruling reads it as the
// caller's own repair. Both hold.
// Tolerated: i880-go-dial: transient vs premise (taxonomy.md, Go errors:
// "ECONNREFUSED ... | transient"): connect(2) says no one listens at the
// address, so a wrong port is a false premise that no wait fixes; a service
// restarting behind the right port refuses the same way, and the text cannot
// tell the two apart, so the ruling's transient (one retry budget, then fall
// upward) also holds.
func TestIndependentCases880(t *testing.T) {
	runIndependent(t, "testdata/independent880.jsonl", true, "i880-postgres-inuse", "i880-go-dial")
}

// TestGeneralise880 is the class behind i880-postgres-check and
// i880-sqlite-check: a CHECK that holds a wallet at zero or above guards the
// amount the account holds (premise), as "balance >= 0" does; a wallet's
// check without a floor, and a bare "credit" floor (sets 559, 689), stay
// invalid.
func TestGeneralise880(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// lib/pq
		{"lib/pq wallets credit floor", "", 0, "", `pq: new row for relation "wallets" violates check constraint "wallets_credit_nonnegative"`, rung.KindPremise},
		// psycopg2 CheckViolation
		{"psycopg2 wallet amount floor", "", 0, "", "psycopg2.errors.CheckViolation: new row for relation \"customer_wallets\" violates check constraint \"customer_wallets_amount_nonneg\"\nDETAIL:  Failing row contains (42, -5.00).", rung.KindPremise},
		// mattn/go-sqlite3, an unnamed column check quotes its expression
		{"go-sqlite3 wallet_cents >= 0", "sqlite", 0, "SQLITE_CONSTRAINT_CHECK", `CHECK constraint failed: wallet_cents >= 0`, rung.KindPremise},
		// go-sql-driver/mysql, ER_CHECK_CONSTRAINT_VIOLATED
		{"mysql 3819 wallet credit", "", 0, "", `Error 3819 (HY000): Check constraint 'wallet_credit_nonneg' is violated.`, rung.KindPremise},
		// go-mssqldb, error 547
		{"mssql 547 wallet amount", "", 0, "", `mssql: The UPDATE statement conflicted with the CHECK constraint "CK_Wallet_Amount_NonNegative". The conflict occurred in database "shop", table "dbo.Wallet", column 'Amount'.`, rung.KindPremise},
		// pgx, a wallet table's amount
		{"pgx user_wallets amount floor", "postgres", 0, "23514", `ERROR: new row for relation "user_wallets" violates check constraint "user_wallets_amount_non_negative" (SQLSTATE 23514)`, rung.KindPremise},
		// Near misses: the same words without a floor, or a floor on a bare quantity.
		{"sqlite debit = credit (shape)", "sqlite", 0, "SQLITE_CONSTRAINT_CHECK", `CHECK constraint failed: debit = credit`, rung.KindInvalid},
		{"pgx credit card number format", "postgres", 0, "23514", `ERROR: new row for relation "payment_methods" violates check constraint "payment_methods_credit_card_number_check" (SQLSTATE 23514)`, rung.KindInvalid},
		{"mysql 3819 wallet currency", "", 0, "", `Error 3819 (HY000): Check constraint 'wallets_currency_chk' is violated.`, rung.KindInvalid},
		{"sqlite bare credit floor (sets 559, 689)", "sqlite", 0, "SQLITE_CONSTRAINT_CHECK", `constraint failed: CHECK constraint failed: credit >= 0 (275)`, rung.KindInvalid},
		{"pgx bare qty floor", "postgres", 0, "23514", `ERROR: new row for relation "order_lines" violates check constraint "order_lines_qty_nonneg" (SQLSTATE 23514)`, rung.KindInvalid},
	})
}
