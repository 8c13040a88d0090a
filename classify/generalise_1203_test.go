package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 606bb59d: 31/42 overall, 10/21 tricky.
// Fixed: i1203-twilio-21220-call-ended, i1203-whatsapp-132015-template-paused (generic.go wrongStateWords; TestGeneralise1203CallNotInProgress, TestGeneralise1203PausedTemplate).
// Fixed: i1203-mailgun-domain-unverified (generic.go stateWords; TestGeneralise1203UnverifiedDomain).
// Fixed: i1203-telegram-query-too-old (agedout.go agedOutWords; TestGeneralise1203CallbackQueryTooOld).
// Fixed: i1203-discord-reply-unknown-message (roomwords.go goneTargetWords; TestGeneralise1203ReplyUnknownMessage).
// Tolerated: i1203-vonage-sms-status29-whitelist: denied vs premise ("an allow-list refusal: ... any allow-list (allowlist, whitelist, ...) with \"not in/on\" | denied | the agent lacks the authority to reach"): the demo account's whitelist is account setup a top-up removes, but the ruling reads every allow-list as authority.
// Tolerated: i1203-whatsapp-131030-allowed-list: denied vs premise (the same allow-list ruling; set 682's i682-wa-allowedlist labels this code denied): the test number's recipient list is setup, not a grant, but two readings agree against this one.
// Tolerated: i1203-telegram-kicked: denied vs premise (Slack not_in_channel: "the app is not a member of the channel: a right it lacks until someone invites it ... → denied", the lead's ruling after eight blind sets): a bot removed from a group is the same membership.
// Tolerated: i1203-slack-files-upload-deprecated: invalid vs premise (codes.go slackCodes "method_deprecated": invalid, as the shared corpus's slack-method-deprecated-files-upload labels the bare code): no argument of files.upload can succeed, but the corpus rules the bare code invalid.
// Tolerated: i1203-discord-50007-dm-closed: denied vs premise (no written row; set 387's i387-discord-cannot-dm-user labels the same message denied, strictly): a user who closed DMs is a recipient, not a grant, but flipping it would break that set's line.
// Tolerated: i1203-telegram-cant-initiate: denied vs premise (no written row; sets 387 and 682 label its sibling "Forbidden: bot was blocked by the user" denied): a one-off wording in a family the other blind sets read as refused authority; flipping it alone would split the family.
func TestIndependentCases1203(t *testing.T) {
	runIndependent(t, "testdata/independent1203.jsonl", true, "i1203-vonage-sms-status29-whitelist", "i1203-whatsapp-131030-allowed-list", "i1203-telegram-kicked", "i1203-slack-files-upload-deprecated", "i1203-discord-50007-dm-closed", "i1203-telegram-cant-initiate")
}

// TestGeneralise1203CallNotInProgress holds Twilio 21220 "Call is not
// in-progress. Cannot redirect." under a 400: the call has ended, a state
// the plan did not expect, premise (generic.go wrongStateWords). A cancel
// of work that is not in progress keeps its conflict, and a validation
// 400 stays invalid.
func TestGeneralise1203CallNotInProgress(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio-go", "http", 400, "21220", "Status: 400 - ApiError 21220: Call is not in-progress. Cannot redirect. (null) More info: https://www.twilio.com/docs/errors/21220", rung.KindPremise},
		{"raw body", "http", 400, "", `{"code": 21220, "message": "Call is not in-progress. Cannot redirect.", "more_info": "https://www.twilio.com/docs/errors/21220", "status": 400}`, rung.KindPremise},
		{"python twilio", "", 0, "", "HTTP 400 error: Unable to update record: Call is not in-progress. Cannot redirect.", rung.KindPremise},
		// Near misses.
		{"batch not in progress cancel", "http", 400, "", "Batch batch_w1203 is not in progress and cannot be cancelled", rung.KindConflict},
		{"bad url", "http", 400, "21205", "Status: 400 - ApiError 21205: Url is not a valid URL: w1203 (null) More info: https://www.twilio.com/docs/errors/21205", rung.KindInvalid},
	})
}

// TestGeneralise1203PausedTemplate holds an object the service paused for
// its own reason, under a 400: WhatsApp Cloud API 132015 "Template is
// Paused" (generic.go wrongStateWords), premise. A template's wrong
// parameter count stays invalid, and an object already paused by the
// step's own act keeps its conflict.
func TestGeneralise1203PausedTemplate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"whatsapp 132015", "http", 400, "132015", `{"error":{"message":"(#132015) Template is Paused","type":"OAuthException","code":132015,"fbtrace_id":"Aw1203"}}`, rung.KindPremise},
		{"paused due to quality", "http", 400, "", "Template is paused due to low quality so it cannot be sent in a template message.", rung.KindPremise},
		{"sending paused due to", "http", 400, "", "Sending is paused due to a high bounce rate on configuration set w1203-events", rung.KindPremise},
		// Near misses.
		{"param count", "http", 400, "132000", `{"error":{"message":"(#132000) Number of parameters does not match the expected number of params","type":"OAuthException","code":132000}}`, rung.KindInvalid},
		{"already paused", "", 0, "", "Error response from daemon: Container w1203 is already paused", rung.KindConflict},
	})
}

// TestGeneralise1203UnverifiedDomain holds a sending domain or address
// said "unverified" under a 403 (Mailgun "The domain is unverified and
// requires DNS configuration"): an account step, premise, as SendGrid's
// unverified Sender Identity (generic.go stateWords). A sandbox's
// authorized-recipients refusal and a bad key keep denied.
func TestGeneralise1203UnverifiedDomain(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mailgun-go", "http", 403, "", `UnexpectedResponseError URL=https://api.mailgun.net/v3/mg.w1203.example.com/messages ExpectedOneOf=[]int{200, 202, 204} Got=403 Error: {"message":"Domain mg.w1203.example.com is not allowed to send: The domain is unverified and requires DNS configuration. Log in to your control panel to view required DNS records."}`, rung.KindPremise},
		{"raw body", "http", 403, "", `{"message":"Domain mg.w1203.example.com is not allowed to send: The domain is unverified and requires DNS configuration."}`, rung.KindPremise},
		{"sender address", "http", 403, "", "The sender address is unverified: ops@w1203.example.com", rung.KindPremise},
		// Near misses.
		{"mailgun sandbox", "http", 403, "", `{"message":"Domain sandboxw1203.mailgun.org is not allowed to send: Free accounts are for test purposes only. Please upgrade or add the address to authorized recipients in Account Settings."}`, rung.KindDenied},
		{"bad key", "http", 401, "", "Forbidden", rung.KindDenied},
	})
}

// TestGeneralise1203CallbackQueryTooOld holds Telegram's answerCallbackQuery
// after the answer window, "query is too old and response timeout expired
// or query ID is invalid" under a 400: the window closed, premise, as a
// message too old to edit (agedout.go agedOutWords). Malformed markup
// stays invalid.
func TestGeneralise1203CallbackQueryTooOld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-telegram-bot-api", "http", 400, "400", "Bad Request: query is too old and response timeout expired or query ID is invalid", rung.KindPremise},
		{"raw body", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: query is too old and response timeout expired or query ID is invalid"}`, rung.KindPremise},
		{"telegraf", "", 0, "", "400: Bad Request: query is too old and response timeout expired or query ID is invalid", rung.KindPremise},
		// Near misses.
		{"parse entities", "http", 400, "400", "Bad Request: can't parse entities: Can't find end of the entity starting at byte offset 57", rung.KindInvalid},
		{"message too long", "http", 400, "400", "Bad Request: message is too long", rung.KindInvalid},
	})
}

// TestGeneralise1203ReplyUnknownMessage holds Discord's 50035 "Invalid Form
// Body" whose nested error is MESSAGE_REFERENCE_UNKNOWN_MESSAGE: the
// message replied to was deleted, premise (roomwords.go goneTargetWords).
// A form body whose content is too long stays invalid.
func TestGeneralise1203ReplyUnknownMessage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"discordgo", "http", 400, "50035", `HTTP 400 Bad Request, {"message": "Invalid Form Body", "code": 50035, "errors": {"message_reference": {"_errors": [{"code": "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "message": "Unknown message"}]}}}`, rung.KindPremise},
		{"raw body", "http", 400, "", `{"message": "Invalid Form Body", "code": 50035, "errors": {"message_reference": {"_errors": [{"code": "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "message": "Unknown message"}]}}}`, rung.KindPremise},
		{"discord.js (status 400)", "http", 400, "", "DiscordAPIError[50035]: Invalid Form Body\nmessage_reference[MESSAGE_REFERENCE_UNKNOWN_MESSAGE]: Unknown message", rung.KindPremise},
		// Near misses.
		{"content too long", "http", 400, "", `HTTP 400 Bad Request, {"message": "Invalid Form Body", "code": 50035, "errors": {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}}}`, rung.KindInvalid},
		{"empty message", "http", 400, "", `HTTP 400 Bad Request, {"message": "Cannot send an empty message", "code": 50006}`, rung.KindInvalid},
	})
}
