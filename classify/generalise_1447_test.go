package classify

import "testing"

// First run at 88664e97: 28/36 overall, 16/24 tricky.
// Tolerated: i1447-twilio-21610-blacklist: premise vs denied (ruling): the opt-out ruling (stated.go, set 399; labels in sets 399, 556, 572, 945) reads a recipient who replied STOP as premise; the line read the standing refusal as denied.
// Tolerated: i1447-fcm-third-party-auth: denied vs premise (ruling): the lead's THIRD_PARTY_AUTH_ERROR ruling after set 1352 (httppreset.go fcmCodes) reads the project's refused APNs or web-push credential as denied; the line read it as a dependency's configuration.
// Tolerated: i1447-teams-roster-node: denied vs premise (ruling): "a 403 is denied unless the body names another fact" (set 399's tolerated i399-teams-403-not-in-roster; set 851 labels the same Teams error denied); the line read the uninstalled bot as a state change.
func TestIndependentCases1447(t *testing.T) {
	runIndependent(t, "testdata/independent1447.jsonl", true, "i1447-twilio-21610-blacklist", "i1447-fcm-third-party-auth", "i1447-teams-roster-node")
}

// TestGeneralise1447OptOutPair: a recipient who opted out, in Twilio's
// older 21610 wording "The message From/To pair violates a blacklist rule."
// (the recipient replied STOP) and its newer spelling, is the opt-out class
// (stated.go, set 399): premise under the 400, not a malformed To. A To
// number that is wrong stays invalid.
func TestGeneralise1447OptOutPair(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio 21610 blacklist", "http", 400, "21610", `{"code": 21610, "message": "The message From/To pair violates a blacklist rule.", "more_info": "https://www.twilio.com/docs/errors/21610", "status": 400}`, premise},
		{"twilio 21610 blocklist", "", 400, "", "Unable to create record: The message From/To pair violates a blocklist rule.", premise},
		{"twilio 21610 unsubscribed", "http", 400, "21610", `{"code": 21610, "message": "Attempt to send to unsubscribed recipient", "status": 400}`, premise},
		{"near miss: invalid To", "http", 400, "21211", `{"code": 21211, "message": "The 'To' number 5551234 is not a valid phone number.", "status": 400}`, invalid},
	})
}

// TestGeneralise1447SenderSignature: Postmark's older wording of a From
// address with no sender signature, ErrorCode 400 "Sender signature not
// defined for From address." under 422, is the account step that "is not a
// Sender Signature on your account" names (generic.go, set 1175): premise.
// A malformed From stays invalid.
func TestGeneralise1447SenderSignature(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"postmark 400 not defined", "http", 422, "400", `{"ErrorCode":400,"Message":"Sender signature not defined for From address."}`, premise},
		{"postmark exception text", "", 0, "", "Error with sent body: {\"ErrorCode\":400,\"Message\":\"Sender signature not defined for From address.\"}", premise},
		{"postmark not confirmed", "http", 422, "401", `{"ErrorCode":401,"Message":"Sender signature not confirmed."}`, premise},
		{"near miss: invalid From", "http", 422, "300", `{"ErrorCode":300,"Message":"Invalid 'From' address: 'not-an-address'."}`, invalid},
	})
}

// TestGeneralise1447PartialSend: a send a service accepted for some of its
// recipients and holds back for others, in a 200 with no error code
// (Postmark "Message OK, but will not deliver to these inactive addresses:
// x", ActiveCampaign/postmark.js#87), is a partial success (wording.go
// partialWords): ambiguous. A send refused for every recipient stays
// premise.
func TestGeneralise1447PartialSend(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"postmark 200 partial", "http", 200, "", `{"To":"a@example.com,b@example.com","SubmittedAt":"2021-12-22T12:52:08Z","MessageID":"x","ErrorCode":0,"Message":"Message OK, but will not deliver to these inactive addresses: b@example.com"}`, ambiguous},
		{"partial in words", "", 0, "", "Message OK, but will not deliver to these inactive addresses: b@example.com, c@example.com", ambiguous},
		{"near miss: all inactive", "http", 422, "406", `{"ErrorCode":406,"Message":"You tried to send to recipient(s) that have been marked as inactive. Found inactive addresses: b@example.com. Inactive recipients are ones that have generated a hard bounce, a spam complaint, or a manual suppression."}`, premise},
	})
}

// TestGeneralise1447DeleteGone: a delete whose target is already gone,
// said as "<thing> to delete not found" (Telegram Bot API deleteMessage
// "Bad Request: message to delete not found" under 400), is conflict: what
// the delete was for holds, as Redis's FUNCTION DELETE and git's delete of
// a gone ref (endstate.go). An edit whose message is gone keeps premise.
func TestGeneralise1447DeleteGone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telegram delete json", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: message to delete not found"}`, conflict},
		{"telegraf delete", "", 400, "", "TelegramError: 400: Bad Request: message to delete not found", conflict},
		{"delete was not found", "", 0, "", "error: the record to delete was not found", conflict},
		{"near miss: edit gone", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: message to edit not found"}`, premise},
		{"near miss: chat gone", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}`, premise},
	})
}

// TestGeneralise1447SMTPStatus: an SMTP reply code passed as the status
// with the reply in the message (nodemailer's "Message failed: 550 ...",
// Ruby's "Net::SMTPServerBusy: 454 ...", smtplib's "421, b'...'") is not
// an HTTP status: the reply's words decide (classify.go, mailcodes.go
// smtpStatusReply), not "server error" or "misdirected request". A code
// HTTP registers (421) needs smtplib's form or an enhanced code; an HTTP
// line and protocol http keep the HTTP reading.
func TestGeneralise1447SMTPStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sendgrid 550 unverified sender", "", 550, "EMESSAGE", "Error: Message failed: 550 The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved.", premise},
		{"ses 554 unverified", "", 554, "", "Net::SMTPFatalError: 554 Message rejected: Email address is not verified. The following identities failed the check in region US-EAST-1: a@example.com", premise},
		{"550 enhanced mailbox", "", 550, "", "Error: Message failed: 550 5.1.1 The email account that you tried to reach does not exist.", premise},
		{"454 throttling", "", 454, "", "Net::SMTPServerBusy: 454 Throttling failure: Maximum sending rate exceeded.", transient},
		{"421 smtplib activate", "", 421, "", "421, b'Domain sandbox1.mailgun.org is not allowed to send: Please activate your Mailgun account. Check your inbox or log in to your control panel to resend the activation email.'", premise},
		{"421 enhanced try later", "", 421, "", "421 4.7.0 Try again later, closing connection.", transient},
		{"near miss: 503 http", "", 503, "", "503 Service Unavailable", transient},
		{"near miss: 421 over http", "http", 421, "", "421 Misdirected Request", transient},
		{"near miss: 421 status line", "", 421, "", "HTTP/1.1 421 Misdirected Request\r\nContent-Length: 0\r\n\r\n", transient},
		{"near miss: sandbox refusal", "", 403, "", "Domain sandbox1.mailgun.org is not allowed to send: Sandbox subdomains are for test purposes only. Please add your own domain or add the address to authorized recipients in Account Settings.", denied},
	})
}
