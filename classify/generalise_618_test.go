package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases618 runs held-out set 618: Stripe card declines, idempotency, Connect and balance errors and Slack Web API error codes (stripe-go, slack-go, slack_sdk, @slack/web-api), labelled blind.
// First run at 41d0e28: 31/35 overall, 17/20 tricky.
// Fixed: i618-pi-already-captured (conflict; the passive "could not be captured because it has a status of succeeded", appwords.go passiveStatusDone).
// Fixed later by the lead: i618-live-key-test-object (stripe.go: an object that exists only in the other mode of the API key is not in this mode, premise, as five blind sets read it against 181).
// Tolerated: i618-slack-not-in-channel-py: premise vs denied (the lead's not_in_channel ruling in the taxonomy's Slack row, codes.go, after sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320): labelled from Slack's conversations.join remedy, membership read by the ruling as a right the app lacks.
// Fixed later by the lead: i618-slack-fatal-error-py (codes.go: Slack's fatal_error is transient, the possible partial effect is the attempt's Effect (the lead's ruling after sets 7, 424, 444, 470, 484, 495, 618 and 977)).
func TestIndependentCases618(t *testing.T) {
	runIndependent(t, "testdata/independent618.jsonl", true, "i618-slack-not-in-channel-py")
}

// TestGeneralise618PassiveStatusDone checks a refusal worded in the
// passive ("could not be captured", "cannot be published") because the
// object "has a status of" / "its status is" the state that very act
// makes: the world holds what the step was to make (conflict), as set
// 503's active wording ("You cannot confirm ... has a status of
// succeeded") already reads. Near misses: the status blocks the act.
func TestGeneralise618PassiveStatusDone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Stripe PaymentIntent confirm, as quoted by client tests of payment_intent_unexpected_state.
		{"stripe pi confirm passive", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"This PaymentIntent could not be confirmed because it has a status of succeeded.","type":"invalid_request_error"}}`, rung.KindConflict},
		// Stripe capture of a PaymentIntent a first worker already captured (stripe-go err.Error()).
		{"stripe pi capture stripe-go", "", 0, "", `{"code":"payment_intent_unexpected_state","status":400,"message":"This PaymentIntent could not be captured because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.","type":"invalid_request_error"}`, rung.KindConflict},
		// .NET event service: "Event '{id}' cannot be published because its status is '{Status}'. Only Draft events can be published."
		{"dotnet event publish", "http", 400, "", `{"title":"Bad Request","status":400,"detail":"Event 'spring-gala' cannot be published because its status is 'Published'. Only Draft events can be published."}`, rung.KindConflict},
		// ASP.NET timesheet API: "Timesheet entry with id {id} cannot be approved because its status is '{Status}'."
		{"aspnet timesheet approve", "http", 400, "", `Timesheet entry with id 42 cannot be approved because its status is 'Approved'. Only submitted timesheets can be approved.`, rung.KindConflict},
		// SAP CAP flight-report service: req.reject(409, "... cannot be submitted because its status is ${status}").
		{"cap flight report submit", "http", 409, "", `{"error":{"code":"409","message":"Flight report FR-2026-0012 cannot be submitted because its status is SUBMITTED"}}`, rung.KindConflict},
		// Near misses: the status is not the act's result; the object is elsewhere than the plan believed.
		{"stripe capture canceled", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"This PaymentIntent could not be captured because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"stripe confirm canceled passive", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"This PaymentIntent could not be confirmed because it has a status of canceled.","type":"invalid_request_error"}}`, rung.KindPremise},
	})
}
