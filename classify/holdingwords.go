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

// floorHoldings name a holding only beside a floor: a wallet is a store of
// value, but a wallets table's other checks are formats (a currency code),
// so only a wallet held at zero or above ("wallets_credit_nonnegative",
// "CK_Wallet_Amount_NonNegative", "wallet_amount >= 0") guards the amount
// the account holds, as "balance >= 0" does: the step spends more than is
// there (set 880). "credit" alone stays a value of the call: sets 559 and
// 689 labelled "credit >= 0" and "lemur_credit_nonneg" invalid blind, and
// "debit = credit" is a double-entry shape (set 291).
//
// Set 1464: stored value a customer holds by another name, store credit,
// account or customer credit, a gift card's or a prepaid balance
// ("CHECK constraint failed: store_credit_cents >= 0", live modernc.org/sqlite
// on a withdrawal past the credit held), reads as a wallet does; "credit"
// alone keeps the rulings above.
var floorHoldings = [...]string{"wallet", "wallets", "store_credit", "store credit", "account_credit", "customer_credit",
	"gift_card", "giftcard", "gift card", "prepaid"}

// floorWords name a floor a holding is kept at in a constraint's own name,
// read as words of their own: besides the non-negative spellings, a
// constraint named for the floor itself ("wallets_credit_floor",
// "wallet_min_zero", "wallet_at_least_zero", "wallet_never_negative"; set
// 1424, live pgx on PostgreSQL 15) says the same thing as
// "wallets_credit_nonnegative": the step would take the holding below it.
var floorWords = [...]string{"floor", "min_zero", "at_least_zero", "not_below_zero", "never_negative", "no_negative"}

// heldAtFloor reports whether text names one of floorHoldings as a word of
// its own together with a floor of zero (a non-negative check) or a
// constraint named for its floor (floorWords).
func heldAtFloor(text string) bool {
	if !hasAny(text, "nonneg", "non_neg", "non-neg", "not_negative", "notnegative", ">= 0", ">=0") && !namesFloor(text) {
		return false
	}
	for _, u := range floorHoldings {
		if hasWord(text, u) {
			return true
		}
	}
	return false
}

// namesFloor reports whether text holds one of floorWords as a word of its
// own ("credit_floor", not "floors" or "floorplan").
func namesFloor(text string) bool {
	for _, w := range floorWords {
		if hasWord(text, w) {
			return true
		}
	}
	return false
}
