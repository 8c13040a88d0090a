package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases397 runs held-out set 397: payments and fintech long tail (Adyen, Braintree, Square, Checkout.com, PayPal, Wise, GoCardless, Plaid, Coinbase, Mollie, Razorpay, Stripe), from the vendors' docs, labelled blind.
// First run at 436bdc7: 23/35 overall, 10/22 tricky.
// i397-adyen-refused-acquirer-error passes since adyen.go reads a Refused payment by its refusalReason (lead).
// i397-adyen-refused-revocation-of-auth passes since adyen.go reads a Refused payment by its refusalReason (lead).
// i397-braintree-91507-cannot-submit-for-settlement passes since the lead's state words after sets 397 and 404.
// i397-paypal-order-not-approved passes since the lead's state words after sets 397 and 404.
// i397-paypal-payee-account-restricted passes since the lead's state words after sets 397 and 404.
// i397-gocardless-mandate-is-inactive passes since the lead's state words after sets 397 and 404.
// i397-plaid-user-setup-required passes since the lead's state words after sets 397 and 404.
// i397-plaid-institutions-search-empty passes since the lead's empty-answer shapes (a list beside a request id, a Google answer with only its kind).
func TestIndependentCases397(t *testing.T) {
	runIndependent(t, "testdata/independent397.jsonl", true)
}

// TestGeneralise397 checks that an all-digit five-character code given with
// an HTTP status, which the body carries as a processor's or acquirer's
// response code rather than as its "code" or a SQLSTATE, is not read as a
// PostgreSQL class: the body's words decide. Near misses keep the SQLSTATE.
func TestGeneralise397(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"checkout 20051 at 201", "http", 201, "20051", "{\"approved\":false,\"status\":\"Declined\",\"response_code\":\"20051\",\"response_summary\":\"Insufficient Funds\"}", rung.KindPremise},
		{"acquirer 53051 at 402", "http", 402, "53051", "{\"response_code\":\"53051\",\"description\":\"Card account has insufficient funds\"}", rung.KindPremise},
		{"gateway 22004 at 200", "http", 200, "22004", "{\"status_code\":\"22004\",\"status_message\":\"Declined: insufficient balance\"}", rung.KindPremise},
		{"switch 08003 account closed", "http", 200, "08003", "{\"result_code\":\"08003\",\"result_message\":\"The account is closed\"}", rung.KindPremise},
		{"processor 42051 rate limit", "http", 429, "42051", "{\"response_code\":\"42051\",\"message\":\"Rate limit exceeded, please retry later\"}", rung.KindTransient},
		// Near misses: PostgREST's body carries the state as "code", and a
		// driver's text names it after SQLSTATE: both stay PostgreSQL's.
		{"postgrest 23505", "http", 409, "23505", "{\"code\":\"23505\",\"details\":\"Key (email)=(a@b.c) already exists.\",\"hint\":null,\"message\":\"duplicate key value violates unique constraint \\\"users_email_key\\\"\"}", rung.KindConflict},
		{"proxied pgx 40001", "http", 500, "40001", "ERROR: could not serialize access due to concurrent update (SQLSTATE 40001)", rung.KindTransient},
	})
}

// TestGeneralise397Duplicate checks a payment gateway's duplicate check and
// a vault's duplicate card, in other wordings, as conflict; a card listed
// twice in one request and other gateway rejections keep their reading.
func TestGeneralise397Duplicate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"wrapped gateway rejection", "", 0, "", "braintree: transaction failed: Gateway Rejected: duplicate", rung.KindConflict},
		{"duplicate card for customer", "http", 422, "", "{\"error\":\"A duplicate card exists for customer cus_123\"}", rung.KindConflict},
		{"card in the vault", "http", 422, "", "store card failed: card ending 4242 exists in the vault (token 8d7x2q)", rung.KindConflict},
		{"vault duplicate at 409", "http", 409, "", "{\"message\":\"Duplicate card exists in the vault for this merchant\"}", rung.KindConflict},
		{"sdk gateway rejection", "go", 0, "", "braintree: 422 Gateway Rejected: duplicate", rung.KindConflict},
		// Near misses: a card the request lists twice is the call's own,
		// and another gateway rejection reason is not a duplicate.
		{"card listed twice", "http", 422, "", "Duplicate card number in request: cards[1] repeats cards[0]", rung.KindInvalid},
		// The security code the call carried, invalid as set 572's CVV
		// ruling reads it (paymentwords.go, since set 1371): no duplicate.
		{"gateway rejected cvv", "http", 0, "", "Gateway Rejected: cvv", rung.KindInvalid},
	})
}

// TestGeneralise397CardExpired checks a card-expired code spelt card first
// (Square's CARD_EXPIRED, an app's or gateway's card_expired) as Stripe's
// expired_card reads, premise; a wrong expiry date in the request stays
// invalid.
func TestGeneralise397CardExpired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"square body", "http", 400, "", "{\"errors\":[{\"code\":\"CARD_EXPIRED\",\"detail\":\"Authorization error: 'CARD_EXPIRED'\",\"category\":\"PAYMENT_METHOD_ERROR\"}]}", rung.KindPremise},
		{"gateway 402", "http", 402, "", "{\"error\":{\"code\":\"card_expired\",\"message\":\"The card has expired.\"}}", rung.KindPremise},
		{"app 422 upper", "http", 422, "", "{\"code\":\"CARD_EXPIRED\",\"message\":\"Card on file expired 03/24\"}", rung.KindPremise},
		{"code field given", "", 400, "CARD_EXPIRED", "card declined by issuer", rung.KindPremise},
		{"gateway 200 body", "http", 200, "", "{\"status\":\"error\",\"error\":{\"code\":\"card_expired\",\"description\":\"Card expired\"}}", rung.KindPremise},
		// Near misses: an expiry date the request got wrong.
		{"stripe invalid_expiry_year", "http", 400, "", "{\"error\":{\"code\":\"invalid_expiry_year\",\"message\":\"Your card's expiration year is invalid.\"}}", rung.KindInvalid},
		{"square invalid expiration", "http", 400, "INVALID_EXPIRATION", "{\"errors\":[{\"code\":\"INVALID_EXPIRATION\",\"detail\":\"Invalid card expiration date.\",\"category\":\"INVALID_REQUEST_ERROR\"}]}", rung.KindInvalid},
	})
}
