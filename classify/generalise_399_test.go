package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases399 runs held-out set 399: messaging and notification APIs (Twilio, SendGrid, Mailgun, Postmark, SES v2, Vonage, MessageBird, WhatsApp, Teams, APNs, OneSignal), from the vendors' docs, labelled blind.
// First run at 88cfa55: 19/35 overall, 7/23 tricky.
// Fixed by class: i399-twilio-21610-unsubscribed (opted-out recipient), i399-postmark-506-already-confirmed (already confirmed), i399-onesignal-400-missing-auth (a valid API key asked for).
// Fixed later by set 987: i399-twilio-21612-not-reachable (worldstate.go: a well-formed number of a kind the channel cannot reach, "not currently reachable using", is premise).
// i399-twilio-21611-queue-full passes since the lead's class fixes after sets 399 and 400.
// Tolerated: i399-twilio-60202-max-check-attempts: transient vs premise (dev file: a 429 is a rate limit unless the body says otherwise): "max check attempts reached" ends the verification, but the same words elsewhere are lockouts that time clears; left for the lead.
// Tolerated: i399-mailgun-404-bounce-lookup: premise vs ambiguous (dev file and taxonomy: a 404 names a missing resource): an empty membership lookup needs a reading of the endpoint, not the text; left open.
// Tolerated: i399-postmark-412-account-pending: invalid vs denied (no ruling; 422 reads invalid): an account pending approval (sandbox boundary) has no general wording yet.
// i399-postmark-401-signature-not-confirmed passes since the lead's class fixes after sets 399 and 400.
// Tolerated: i399-sesv2-suppression-not-listed: premise vs ambiguous (aws.go: NotFoundException is a missing resource): as the Mailgun bounce lookup.
// i399-whatsapp-131047-reengagement passes since the lead's class fixes after sets 399 and 400.
// i399-whatsapp-133010-not-registered passes since the lead's class fixes after sets 399 and 400.
// Tolerated: i399-teams-403-not-in-roster: denied vs premise (dev file k8s-403-rbac: a 403 is denied unless the body names another fact): the bot removed from the roster is a state change; left for the lead.
// i399-teams-412-precondition-failed passes since the lead's class fixes after sets 399 and 400.
// Formerly tolerated: i399-onesignal-200-not-subscribed, now right by set 1352's pushReachedNone (pushticket.go).
func TestIndependentCases399(t *testing.T) {
	runIndependent(t, "testdata/independent399.jsonl", true,
		"i399-twilio-60202-max-check-attempts",
		"i399-mailgun-404-bounce-lookup",
		"i399-postmark-412-account-pending",
		"i399-sesv2-suppression-not-listed",
		"i399-teams-403-not-in-roster",
	)
}

// TestGeneralise399OptOut checks a recipient who opted out of the channel,
// in other services' words, with near misses.
func TestGeneralise399OptOut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"plivo opted out", "http", 400, "", `{"api_id":"4e2c","error":"destination number has opted out of messages from this sender"}`, rung.KindPremise},
		{"sns opted out", "aws", 400, "InvalidParameter", "operation error SNS: Publish, https response error StatusCode: 400, RequestID: 1a2b, InvalidParameter: Invalid parameter: PhoneNumber Reason: +15555550123 is opted out", rung.KindPremise},
		{"email recipient unsubscribed", "http", 422, "", `{"message":"Cannot send: the recipient has unsubscribed from this list"}`, rung.KindPremise},
		{"telnyx opted-out", "http", 400, "40300", `{"errors":[{"code":"40300","title":"Blocked","detail":"Message not sent to opted-out recipient +15555550123"}]}`, rung.KindPremise},
		{"recipient is unsubscribed", "", 0, "", "send failed: recipient is unsubscribed (STOP received)", rung.KindPremise},
		{"customer has opted out", "http", 400, "", `{"error":"customer has opted out of marketing email"}`, rung.KindPremise},
		// Near misses: an opt-out flag as a bad argument, and an unsubscribe
		// call on an address not found, keep their reading.
		{"opt_out bad type", "http", 400, "", `{"error":"opt_out must be a boolean"}`, rung.KindInvalid},
		{"unsubscribe rate limit", "http", 429, "", `{"error":"too many unsubscribe requests, slow down"}`, rung.KindTransient},
	})
}

// TestGeneralise399AlreadyConfirmed checks a confirmation or verification
// already made, in other services' words, with near misses.
func TestGeneralise399AlreadyConfirmed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"devise already confirmed", "http", 422, "", `{"errors":{"email":["was already confirmed, please try signing in"]}}`, rung.KindConflict},
		{"clerk already verified", "http", 400, "verification_already_verified", `{"errors":[{"code":"verification_already_verified","message":"This verification has already been verified."}]}`, rung.KindConflict},
		{"subscription already confirmed", "go", 0, "", "pubsub: confirm subscription sub-42: subscription is already confirmed", rung.KindConflict},
		{"email already verified", "http", 400, "", `{"error":"email address already verified"}`, rung.KindConflict},
		{"domain already been confirmed", "", 0, "", "domain example.com has already been confirmed", rung.KindConflict},
		// Near misses: an address not yet verified, and a verification
		// code that is wrong, keep their reading.
		{"not yet verified", "http", 400, "", `{"error":"email address must be verified before sending"}`, rung.KindInvalid},
		{"wrong code", "http", 400, "", `{"error":"invalid verification code"}`, rung.KindInvalid},
	})
}

// TestGeneralise399ValidKey checks a request for a valid API key, under a
// 400 or none, in other services' words, with near misses.
func TestGeneralise399ValidKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"provide a valid api key", "http", 400, "", `{"error":"Please provide a valid API key in the X-Api-Key header"}`, rung.KindDenied},
		{"include a valid api key", "http", 400, "", `{"message":"Requests must include a valid API key"}`, rung.KindDenied},
		{"with a valid api key", "http", 400, "", `{"errors":["Authenticate with a valid API key to use this endpoint"]}`, rung.KindDenied},
		{"must provide a valid api key", "", 0, "", "mailer: you must provide a valid API key", rung.KindDenied},
		{"rest api key", "http", 400, "", `{"errors":["Call this endpoint with a valid REST API key."]}`, rung.KindDenied},
		// Near misses: a valid value asked for in an argument, and a key
		// named as a JSON field, keep their reading.
		{"valid email", "http", 400, "", `{"error":"Please provide a valid email address"}`, rung.KindInvalid},
		{"idempotency key", "http", 400, "", `{"error":"Please provide a valid idempotency key (max 255 characters)"}`, rung.KindInvalid},
	})
}
