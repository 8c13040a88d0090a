package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases503 runs held-out set 503: Slack, GitHub, Stripe and Kubernetes failures (fifth draw), from the vendors' docs, labelled blind.
// First run at 086b32a: 32/35 overall, 26/29 tricky.
// Tolerated: i503-slack-not-in-channel: denied vs premise (the lead's not_in_channel ruling in docs/taxonomy.md, after sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320): membership read as a right the app lacks, not a state to replan around.
// Tolerated: i503-stripe-tax-location-invalid: invalid vs premise (set 163's i163-stripe-tax-calculation-location-invalid and the set 181 address ruling in generic.go read customer_tax_location_invalid as an address to correct): here the address is the stored Customer's, not an argument of this call.
func TestIndependentCases503(t *testing.T) {
	runIndependent(t, "testdata/independent503.jsonl", true, "i503-slack-not-in-channel", "i503-stripe-tax-location-invalid")
}

// TestGeneralise503StatusDone checks a refusal of an act because the object
// "has a status of" the state that act makes: the act's own result, as
// "has already <state>" is (refusedAsDone, raised.go actThenStatus), with
// near misses where the status blocks another act.
func TestGeneralise503StatusDone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe pi confirm", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot confirm this PaymentIntent because it has a status of succeeded.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"stripe si confirm", "http", 400, "setup_intent_unexpected_state", `{"error":{"code":"setup_intent_unexpected_state","message":"You cannot confirm this SetupIntent because it has a status of succeeded.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"stripe-go text", "", 0, "", `{"status":400,"message":"You cannot confirm this PaymentIntent because it has a status of succeeded.","request_id":"req_1","type":"invalid_request_error","code":"payment_intent_unexpected_state"}`, rung.KindConflict},
		{"release quoted status", "http", 400, "", `{"message":"Cannot publish release 4 because its status is 'published'."}`, rung.KindConflict},
		{"app error", "", 0, "", "unable to approve request 77: it has a status of approved", rung.KindConflict},
		// Near misses: the status blocks another act.
		{"cancel succeeded", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot cancel this PaymentIntent because it has a status of succeeded.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"confirm canceled", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot confirm this PaymentIntent because it has a status of canceled.","type":"invalid_request_error"}}`, rung.KindPremise},
	})
}
