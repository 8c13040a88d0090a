package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 6b955b08: 28/36 overall, 11/19 tricky.
// Tolerated: i1621-rzp-live-mode-not-enabled: premise vs denied (ruling): Razorpay's live_mode_not_enabled "Live mode is not enabled for your business" is the account not activated for live, which set 1229's ruling on Stripe's testmode_charges_only ("Your account cannot currently make live charges.") reads premise; the set labelled it denied for the test-mode key its doc names as the usual cause.
func TestIndependentCases1621(t *testing.T) {
	runIndependent(t, "testdata/independent1621.jsonl", true, "i1621-rzp-live-mode-not-enabled")
}

// TestGeneralise1621PaddleStateCodes: Paddle Billing's adjustment codes
// naming the adjusted transaction's status (a refund of a transaction not
// completed, a credit of one not billed) are the world's state, premise, as
// set 1560's Paddle state codes; currency_code_invalid is sent under 404
// but names the request's own currency, invalid
// (developer.paddle.com/errors). Near misses: a plain 404 not_found keeps
// premise, transaction_invalid_status_change (the status the call asks
// for) keeps invalid, the 30-minute lock keeps transient.
func TestGeneralise1621PaddleStateCodes(t *testing.T) {
	env := func(code, detail string) string {
		return `{"error":{"type":"request_error","code":"` + code + `","detail":"` + detail + `","documentation_url":"https://developer.paddle.com/errors/x/` + code + `"},"meta":{"request_id":"00000000-0000-0000-0000-000000000000"}}`
	}
	runWordingCases(t, []wordingCase{
		{"paddle refund of an unpaid transaction", "http", 400, "adjustment_transaction_invalid_status_for_refund", env("adjustment_transaction_invalid_status_for_refund", "The transaction being adjusted (refund) has a non supported status. ID: txn_01ghvjq8hbjyf4cyfkqxa676pq"), rung.KindPremise},
		{"paddle credit of an automatic transaction", "http", 400, "adjustment_transaction_invalid_status_for_credit", env("adjustment_transaction_invalid_status_for_credit", "The transaction being adjusted (credit) has a non supported status. ID: txn_01ghvjq8hbjyf4cyfkqxa676pq"), rung.KindPremise},
		{"paddle code in the body only", "http", 400, "", env("adjustment_transaction_invalid_status_for_refund", "The transaction being adjusted (refund) has a non supported status. ID: txn_01h"), rung.KindPremise},
		{"paddle currency under 404", "http", 404, "currency_code_invalid", env("currency_code_invalid", "Currency Code not found"), rung.KindInvalid},
		{"paddle currency code in body only", "http", 404, "", env("currency_code_invalid", "Currency Code not found"), rung.KindInvalid},
		{"near miss: paddle product not found", "http", 404, "not_found", env("not_found", "Product pro_01ghbk4xjn4qdsmstcwzgcgg35 not found."), rung.KindPremise},
		{"near miss: paddle subscription lock", "http", 409, "subscription_locked_processing", env("subscription_locked_processing", "unable to update subscription 30m0s before processing"), rung.KindTransient},
	})
}

// TestGeneralise1621PassiveOwnAct: an act refused in the passive for the
// state it would itself make, "could not be disabled, as it is already
// disabled" (GoCardless disable_failed under invalid_state), is the call's
// own act already done: conflict, as the active "cannot disable: already
// disabled" (the set 39 ruling's exception). Near misses: a passive
// refusal for another state ("cannot be cancelled because it has already
// been shipped", "could not be refunded, as it has already been
// disputed") keeps premise.
func TestGeneralise1621PassiveOwnAct(t *testing.T) {
	gc := func(reason, msg string) string {
		return `{"error":{"message":"` + msg + `","errors":[{"reason":"` + reason + `","message":"` + msg + `"}],"type":"invalid_state","code":422,"request_id":"0AA4K1"}}`
	}
	runWordingCases(t, []wordingCase{
		{"gocardless disable_failed", "http", 422, "disable_failed", gc("disable_failed", "The customer or creditor bank account could not be disabled, as it is already disabled."), rung.KindConflict},
		{"passive cancel already cancelled", "http", 422, "", `{"error":"Subscription could not be cancelled, as it is already cancelled."}`, rung.KindConflict},
		{"passive archive already archived", "", 0, "", "project cannot be archived: it is already archived", rung.KindConflict},
		{"near miss: passive cancel already shipped", "http", 422, "", `{"error":"Order cannot be cancelled because it has already been shipped."}`, rung.KindPremise},
		{"near miss: passive refund already disputed", "", 0, "", "payment could not be refunded, as it has already been disputed", rung.KindPremise},
	})
}

// TestGeneralise1621ConcurrencyConflict: a 409 whose title names a
// concurrency conflict, another request on the same resource or
// Idempotency-Key still in flight (TrueLayer Payments v3 "Concurrency
// Conflict", "Idempotency-Key Concurrency Conflict": "Try again later"),
// is a wait: transient. Near misses: a stale copy ("version conflict")
// keeps premise, a plain 409 "already exists" keeps conflict.
func TestGeneralise1621ConcurrencyConflict(t *testing.T) {
	tl := func(slug, title string) string {
		return `{"type":"https://docs.truelayer.com/docs/error-types#` + slug + `","title":"` + title + `","status":409,"trace_id":"6b7f0b1c"}`
	}
	runWordingCases(t, []wordingCase{
		{"truelayer idempotency-key concurrency", "http", 409, "", tl("idempotency-key-concurrency-conflict", "Idempotency-Key Concurrency Conflict"), rung.KindTransient},
		{"truelayer concurrency conflict", "http", 409, "", tl("concurrency-conflict", "Concurrency Conflict"), rung.KindTransient},
		{"title only", "http", 409, "", `{"title":"Concurrency Conflict","status":409}`, rung.KindTransient},
		{"near miss: version conflict", "http", 409, "", `{"error":"optimistic concurrency: version conflict, re-read the document"}`, rung.KindPremise},
		{"near miss: already exists", "http", 409, "", `{"error":"Payment with this reference already exists"}`, rung.KindConflict},
	})
}

// TestGeneralise1621ConnectionLapsed: an open-banking connection whose
// consent lapsed (the 90-day reauthentication, a revoked connection) in
// the aggregator's words, whatever the status: TrueLayer Data v3's 400
// "Invalid State" "The data connection is no longer authorized ... Ask the
// user to reconnect their account.", "consent has expired": denied, only
// the account holder renews it (as Plaid's ITEM_LOGIN_REQUIRED). Near
// misses: a network "reconnect" stays transient, a form's consent field
// stays invalid, a consent expiry date in the past as an argument stays
// invalid.
func TestGeneralise1621ConnectionLapsed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"truelayer data invalid state", "http", 400, "", `{"type":"https://docs.truelayer.com/docs/error-types#invalid-state","title":"Invalid State","status":400,"trace_id":"x","detail":"The data connection is no longer authorized, so no data can be retrieved through it. Ask the user to reconnect their account."}`, rung.KindDenied},
		{"consent has expired", "http", 403, "", `{"error":"The consent has expired. Ask the user to re-authorise."}`, rung.KindDenied},
		{"consent expired under 400", "http", 400, "", `{"code":"CONSENT_EXPIRED","message":"Consent expired for this account"}`, rung.KindDenied},
		{"reconnect your account", "http", 401, "", `{"message":"Your bank connection needs attention: reconnect your account to continue."}`, rung.KindDenied},
		{"near miss: network reconnect", "", 0, "", "connection reset by peer; reconnecting", rung.KindTransient},
		{"near miss: consent field required", "http", 400, "", `{"errors":{"consent":["This field is required."]}}`, rung.KindInvalid},
	})
}

// TestGeneralise1621UpstreamLacksFeature: a gateway's 502 whose body says
// the provider behind it does not offer the endpoint or feature
// (TrueLayer Data v3 "Feature Not Supported": "Don't retry. The provider
// doesn't support this endpoint or feature.") is a fact about the
// provider: premise. Near misses: TrueLayer's 502 "Provider Error" and a
// bare "Bad Gateway" keep transient.
func TestGeneralise1621UpstreamLacksFeature(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"truelayer feature not supported", "http", 502, "", `{"type":"https://docs.truelayer.com/docs/error-types#feature-not-supported","title":"Feature Not Supported","status":502,"trace_id":"x","detail":"The provider doesn't support this endpoint or feature."}`, rung.KindPremise},
		{"title only", "http", 502, "", `{"title":"Feature Not Supported","status":502}`, rung.KindPremise},
		{"code form", "http", 502, "", `{"error":"feature_not_supported","message":"The bank does not support this feature."}`, rung.KindPremise},
		{"near miss: provider error", "http", 502, "", `{"type":"https://docs.truelayer.com/docs/error-types#provider-error","title":"Provider Error","status":502,"trace_id":"x"}`, rung.KindTransient},
		{"near miss: bare bad gateway", "http", 502, "", "<html><body><h1>502 Bad Gateway</h1></body></html>", rung.KindTransient},
	})
}

// TestGeneralise1621NotReusable: an object declared single-use in so many
// words (Paystack's 400 "This authorization is not reusable":
// charge_authorization takes only reusable authorizations) is spent, as
// "can only be used once": premise, get a new one. Near misses: a
// password "cannot be reused" (the call's value under a policy) and a
// plain "invalid authorization code" keep their readings.
func TestGeneralise1621NotReusable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"paystack authorization", "http", 400, "", `{"status":false,"message":"This authorization is not reusable"}`, rung.KindPremise},
		{"token not reusable", "http", 422, "", `{"error":"This payment token is not reusable. Create a new token."}`, rung.KindPremise},
		{"mandate reference not reusable", "", 0, "", "error: the checkout session isn't reusable", rung.KindPremise},
		{"near miss: password policy", "http", 400, "", `{"error":"Password cannot be reused. Choose a password you have not used before."}`, rung.KindInvalid},
	})
}
