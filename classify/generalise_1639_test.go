package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1639-bw-forbidden-from-number: premise vs denied (ruling): taxonomy's set 1318 row reads Bandwidth 4403 rejected-forbidden-from-number as premise (a sender the channel cannot use); the case for denied (the number is not the account's) is in the report.
// Tolerated: i1639-plivo-destination-country-barred: unknown vs denied (one-off): Plivo's message-detail error_code has no reader yet; a Plivo MDR code table (20, 30, 40, 450, 900) is the class to add, left for the lead (see report).
// Tolerated: i1639-plivo-network-error: unknown vs transient (one-off): the same Plivo MDR error_code class, not read yet.
// Tolerated: i1639-sinch-illegal-number-type: denied vs premise (one-off): Sinch's 403 code illegal_number_type is the only wording of its kind here; the 403 stays denied.
// First run at fa84ce07: 20/36 overall, 9/18 tricky.
func TestIndependentCases1639(t *testing.T) {
	runIndependent(t, "testdata/independent1639.jsonl", true,
		"i1639-bw-forbidden-from-number",
		"i1639-plivo-destination-country-barred",
		"i1639-plivo-network-error",
		"i1639-sinch-illegal-number-type")
}

// Bandwidth Messaging message-failed callbacks read by their errorCode
// schema (bandwidthcode.go bandwidthFailed; Bandwidth api-docs and
// bandwidth.github.io messaging/errors/codes.md): 5xxx service failures
// transient, 9902 delivery-receipt-expired ambiguous, 4xxx names that say
// authority (4493, 4431, 4433) denied, 4795 tfn-not-verified premise, 4410
// media-unavailable invalid. Near misses: 9999 unknown-error stays unknown,
// 4720 and 4403 keep their premise rows, a text without the message-failed
// type is not read.
func TestGeneralise1639BandwidthErrorCode(t *testing.T) {
	cb := func(code, name string) string {
		return `[{"type":"message-failed","time":"2026-09-14T18:20:16Z","description":"` + name + `","errorCode":` + code + `,"to":"+19195554444"}]`
	}
	runWordingCases(t, []wordingCase{
		{"5600 queue full", "", 0, "5600", cb("5600", "destination-carrier-queue-full"), transient},
		{"5211 app busy", "", 0, "5211", cb("5211", "temporary-app-error-app-busy"), transient},
		{"5620 carrier app error", "", 0, "", cb("5620", "destination-app-error"), transient},
		{"9902 receipt expired", "", 0, "9902", cb("9902", "delivery-receipt-expired"), ambiguous},
		{"4493 unauthorized", "", 0, "4493", cb("4493", "rejected-unauthorized"), denied},
		{"4431 shortcode", "", 0, "4431", cb("4431", "rejected-forbidden-shortcode"), denied},
		{"4433 tollfree", "", 0, "", cb("4433", "rejected-forbidden-tollfree"), denied},
		{"4795 tfn not verified", "", 0, "4795", cb("4795", "tfn-not-verified"), premise},
		{"4410 media unavailable", "", 0, "4410", cb("4410", "media-unavailable"), invalid},
		{"near: 9999 unknown", "", 0, "9999", cb("9999", "unknown-error"), rung.KindUnknown},
		{"near: 4720 landline", "", 0, "4720", cb("4720", "invalid-destination-address"), premise},
		{"near: 4403 from number", "", 0, "4403", cb("4403", "rejected-forbidden-from-number"), premise},
		{"near: no callback type", "", 0, "", `{"errorCode":5600,"note":"queued"}`, rung.KindUnknown},
	})
}

// A recipient's opt-out under a 409 (stated.go optOutWords, read by
// overConflict): Telnyx documents 40300 "Blocked due to STOP message" with
// HTTP Status 409 (developers.telnyx.com/api/errors/40300). Near misses: a
// 409 that says the resource already exists stays conflict; the opt-out
// under a 400 keeps premise.
func TestGeneralise1639OptOut409(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telnyx 40300 409", "http", 409, "40300", `{"errors":[{"code":"40300","title":"Blocked due to STOP message","detail":"Messages cannot be sent from +13125550002 to +13125550001 due to an existing block rule."}]}`, premise},
		{"opted out 409", "http", 409, "", `{"error":"The recipient has opted out of messages from this sender"}`, premise},
		{"twilio blacklist pair 409", "http", 409, "", `{"message":"The message From/To pair violates a blacklist rule."}`, premise},
		{"400 stop", "http", 400, "40300", `{"errors":[{"code":"40300","title":"Blocked due to STOP message","detail":"Messages cannot be sent due to an existing block rule."}]}`, premise},
		{"near: 409 already exists", "http", 409, "", `{"errors":[{"code":"10012","title":"Duplicate resource","detail":"Resource already exists."}]}`, conflict},
	})
}

// A JSON:API error object (title and detail) whose five-digit code is the
// vendor's, handed over with no transport, as a webhook's payload (sniff.go
// httpVendorNumber; Telnyx message.finalized errors[]). Near misses: a bare
// text naming a SQLSTATE, a PostgREST-shaped body with "hint".
func TestGeneralise1639VendorCodeNoTransport(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telnyx 40003 webhook", "", 0, "40003", `{"errors":[{"code":"40003","title":"Blocked as spam - permanent","detail":"The message was flagged by a SPAM filter and was not delivered. The originating phone number is permanently blocked."}]}`, premise},
		{"telnyx 40001 webhook", "", 0, "40001", `{"errors":[{"code":"40001","title":"Not routable","detail":"The destination number is either a landline or a non-routable wireless number."}]}`, premise},
		{"near: sqlstate text", "", 0, "40001", `ERROR: could not serialize access due to concurrent update (SQLSTATE 40001)`, transient},
		{"near: postgrest hint", "", 0, "40001", `{"code":"40001","details":null,"hint":null,"message":"could not serialize access due to read/write dependencies among transactions"}`, transient},
	})
}

// Messaging vendors' account and lookup statements (stated.go
// statedPhrases): Vonage SMS status 8 "Partner Account Barred" (the
// account suspended: premise) and Number Insight 43-45 "Live mobile lookup
// not returned. Not all return parameters are available." (ambiguous).
// Near misses: Vonage status 7 "Number Barred" stays premise for the
// recipient, status 4 "Invalid Credentials" stays denied.
func TestGeneralise1639VonageAccountAndLookup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sms 8", "http", 200, "8", `{"message-count":"1","messages":[{"status":"8","error-text":"Partner Account Barred"}]}`, premise},
		{"sms 8 bare", "", 0, "", `Partner Account Barred`, premise},
		{"ni 43", "http", 200, "43", `{"status":43,"status_message":"Live mobile lookup not returned. Not all return parameters are available.","request_id":"x"}`, ambiguous},
		{"ni 44 bare", "", 0, "44", `Live mobile lookup not returned. Not all return parameters are available.`, ambiguous},
		{"near: number barred", "http", 200, "7", `{"message-count":"1","messages":[{"status":"7","error-text":"Number Barred"}]}`, premise},
		{"near: invalid credentials", "http", 200, "4", `{"message-count":"1","messages":[{"status":"4","error-text":"Invalid Credentials"}]}`, denied},
	})
}

// Infobip status objects in the PENDING group (infobipstatus.go): every
// PENDING_* is "Intermediate. Message is in flight. A final status
// follows." (infobip.com message status codes): transient. Near misses: a
// REJECTED status (REJECTED_NOT_ENOUGH_CREDITS stays premise).
func TestGeneralise1639InfobipPending(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pending waiting delivery", "http", 200, "", `{"results":[{"messageId":"1","status":{"groupId":1,"groupName":"PENDING","id":3,"name":"PENDING_WAITING_DELIVERY","description":"Message sent, waiting for delivery report"}}]}`, transient},
		{"pending accepted", "", 0, "", `{"messages":[{"to":"41793026727","status":{"groupId":1,"groupName":"PENDING","id":26,"name":"PENDING_ACCEPTED","description":"Message sent to next instance"}}]}`, transient},
		{"near: rejected credits", "http", 200, "", `{"messages":[{"to":"1","status":{"groupId":5,"groupName":"REJECTED","id":12,"name":"REJECTED_NOT_ENOUGH_CREDITS","description":"Not enough credits"}}]}`, premise},
	})
}
