package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseHoldingUnits: a CHECK that keeps a holding counted in an
// account's own unit (credits, points, miles, coins) from going negative
// guards a balance by another name: premise, in each engine's words. A
// word that only contains a unit ("endpoints") and a check on a value's
// shape stay invalid.
func TestGeneraliseHoldingUnits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// set 42, live: pgx on PostgreSQL 15, an unnamed CHECK (credits >= 0).
		{"pgx wallets_credits_check", "postgres", 0, "23514", `tool db.exec: ERROR: new row for relation "wallets" violates check constraint "wallets_credits_check" (SQLSTATE 23514)`, rung.KindPremise},
		// psycopg 3 (psycopg.errors.CheckViolation), PostgreSQL's default name.
		{"psycopg players_coins_check", "postgres", 0, "", `psycopg.errors.CheckViolation: new row for relation "players" violates check constraint "players_coins_check"`, rung.KindPremise},
		// MySQL 8 ER_CHECK_CONSTRAINT_VIOLATED (3819): "Check constraint '%s' is violated."
		{"mysql 3819 named miles check", "", 0, "", `Error 3819 (HY000): Check constraint 'members_miles_nonneg' is violated.`, rung.KindPremise},
		// SQL Server 547 (the CHECK constraint's conflict message).
		{"sqlserver 547 points", "", 0, "", `mssql: The UPDATE statement conflicted with the CHECK constraint "CK_loyalty_points". The conflict occurred in database "shop", table "dbo.loyalty", column 'points'.`, rung.KindPremise},
		// SQLite names an unnamed CHECK by its expression (modernc, 275).
		{"sqlite credits >= 0", "sqlite", 0, "275", `constraint failed: CHECK constraint failed: credits >= 0 (275)`, rung.KindPremise},
		// Not a unit: "endpoints" only contains "points"; a price is a format.
		{"pgx endpoints url check", "postgres", 0, "23514", `ERROR: new row for relation "api_endpoints" violates check constraint "api_endpoints_url_check" (SQLSTATE 23514)`, rung.KindInvalid},
		{"pgx price check", "postgres", 0, "23514", `ERROR: new row for relation "products" violates check constraint "products_price_check" (SQLSTATE 23514)`, rung.KindInvalid},
	})
}
