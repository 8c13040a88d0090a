package classify

import "testing"

// First run at 99cc8958: 13/24 overall, 8/18 tricky.
// Tolerated: i1560-paddle-classic-modifier-paid: unknown vs premise (one-off): Paddle Classic's numbered 200 envelope {"success":false,"error":{"code":124,...}} has no reader; its one state text "already been paid cannot be altered" is not a class the wording holds.
// Tolerated: i1560-paddle-classic-bad-key: unknown vs denied (one-off): the bare "Bad api key" in Classic's 200 envelope; no reader for that envelope yet.
// Tolerated: i1560-paddle-classic-price-low: unknown vs invalid (one-off): "Price is too low" in Classic's 200 envelope.
// Tolerated: i1560-zuora-entity-key: unknown vs premise (unmended class): Zuora v1's {"success":false,"reasons":[{"code":NNNNNNCC}]} carries its category in the code's last two digits (40 not found); a reader for it is left for a later set.
// Tolerated: i1560-zuora-termtype: unknown vs invalid (unmended class): the same Zuora envelope, category 20 (invalid value).
// Tolerated: i1560-recurly-cancel-canceled: premise vs conflict (ruling): the wording's canceled-state reading (statemachine.go) takes "can't transition to canceled" as the subscription's state; the cancel's own end state is already held (label: conflict).
// Tolerated: i1560-lemonsqueezy-js-422: unknown vs invalid (one-off): the SDK drops the 422's body and keeps only the status phrase.
func TestIndependentCases1560(t *testing.T) {
	runIndependent(t, "testdata/independent1560.jsonl", true,
		"i1560-paddle-classic-modifier-paid", "i1560-paddle-classic-bad-key", "i1560-paddle-classic-price-low",
		"i1560-zuora-entity-key", "i1560-zuora-termtype", "i1560-recurly-cancel-canceled", "i1560-lemonsqueezy-js-422")
}

// TestGeneralise1560PaddleStateCodes: Paddle Billing's request_error codes
// that name the subscription's or transaction's own state under a 400 or
// 409 are premise (a pending change, a canceled subscription, an
// outstanding transaction, a transaction already billed); the timed locks
// before processing and renewal stay a wait, and the codes for a wrong
// request stay invalid. Source: developer.paddle.com/errors.
func TestGeneralise1560PaddleStateCodes(t *testing.T) {
	env := func(code, detail string) string {
		return `{"error":{"type":"request_error","code":"` + code + `","detail":"` + detail + `","documentation_url":"https://developer.paddle.com/errors/x"},"meta":{"request_id":"r1"}}`
	}
	runWordingCases(t, []wordingCase{
		{"pending", "http", 400, "", env("subscription_locked_pending_changes", "cannot update subscription, pending scheduled changes"), premise},
		{"canceled", "http", 400, "", env("subscription_update_when_canceled", "cannot update subscription, as subscription is canceled"), premise},
		{"outstanding 409", "http", 409, "", env("subscription_outstanding_transaction", "cannot update subscription due to an outstanding transaction"), premise},
		{"immutable txn", "http", 400, "", env("transaction_immutable", "Cannot update immutable transaction"), premise},
		// near misses
		{"locked processing waits", "http", 409, "", env("subscription_locked_processing", "unable to update subscription 30m0s before processing"), transient},
		{"locked renewal waits", "http", 409, "", env("subscription_locked_renewal", "unable to update subscription 30m0s before renewal"), transient},
		{"status change invalid", "http", 400, "", env("transaction_invalid_status_change", "Invalid attempt to change status from 'draft' to 'past_due'"), invalid},
		{"too many items invalid", "http", 400, "", env("subscription_maximum_number_of_line_items_reached", "Subscription update results in a transaction that has more than the maximum number of line items."), invalid},
		{"not found premise", "http", 404, "", env("not_found", "Product pro_01 not found."), premise},
	})
}
