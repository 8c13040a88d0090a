package classify

// holdingUnits are the units an account earns and spends in its own
// currency: prepaid credits, loyalty points, air miles, in-app coins. A
// CHECK on such a column guards a balance by another name (credits >= 0),
// and PostgreSQL names an unnamed check <table>_<column>_check
// (ddl-constraints.html 5.5.1), so the unit's word is all the message
// shows: "wallets_credits_check" (set 42), "loyalty_accounts_points_check"
// (set 39), SQLite's "CHECK constraint failed: credits >= 0". The words
// are read whole ("endpoints_url_check" names no points).
var holdingUnits = [...]string{"credits", "points", "miles", "coins"}

// holdingUnit reports whether text names a holding counted in one of
// holdingUnits as a word of its own (an underscore separates words).
func holdingUnit(text string) bool {
	for _, u := range holdingUnits {
		if hasWord(text, u) {
			return true
		}
	}
	return false
}
