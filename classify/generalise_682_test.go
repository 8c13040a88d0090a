package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 49f7878: 28/34 overall, 9/14 tricky.
// TestIndependentCases682 runs held-out set 682: calendar, meeting and chat-platform APIs (Google Calendar, Microsoft Graph/Teams, Zoom, Calendly, Cal.com, Discord, Telegram, WhatsApp Cloud), labelled blind.
func TestIndependentCases682(t *testing.T) {
	runIndependent(t, "testdata/independent682.jsonl", true)
}

// TestGeneralise682 holds set 682's classes. A client's one-line
// rendering "HTTP <status> <phrase>, <body>" (discordgo's RESTError:
// "HTTP " + Response.Status + ", " + body) carries the body after a comma,
// not header pairs: the body decides as it does when it comes alone. And
// the allow-list wording without its article ("not in allowed list").
func TestGeneralise682(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// discordgo rendering, bodies from Discord's JSON error code table.
		{"discordgo 30005 guild roles cap", "http", 400, "", `HTTP 400 Bad Request, {"message": "Maximum number of guild roles reached (250)", "code": 30005}`, rung.KindPremise},
		{"discordgo 30003 pins cap", "http", 400, "", `HTTP 400 Bad Request, {"message": "Maximum number of pins reached for the channel (50)", "code": 30003}`, rung.KindPremise},
		{"discordgo 50083 archived thread", "http", 400, "", `HTTP 400 Bad Request, {"message": "Operation cannot be performed on an archived thread", "code": 50083}`, rung.KindPremise},
		{"discordgo 40060 already acknowledged", "http", 400, "", `HTTP 400 Bad Request, {"message": "Interaction has already been acknowledged.", "code": 40060}`, rung.KindConflict},
		// Allow-list refusals from other software.
		{"Vonage SMS status 29", "http", 0, "29", "Non White-listed Destination", rung.KindDenied},
		{"MongoDB Atlas IP access list", "http", 403, "IP_ADDRESS_NOT_ON_ACCESS_LIST", `{"detail":"IP address 203.0.113.68 is not allowed to access this resource.","error":403,"errorCode":"IP_ADDRESS_NOT_ON_ACCESS_LIST","reason":"Forbidden"}`, rung.KindDenied},
		{"WhatsApp 131030 other test number", "http", 400, "131030", `{"error":{"message":"(#131030) Recipient phone number not in allowed list","type":"OAuthException","code":131030,"fbtrace_id":"Zx682"}}`, rung.KindDenied},
		{"WhatsApp 131030 title alone, no status", "", 0, "", "Recipient phone number not in allowed list", rung.KindDenied},
		// A closed customer-service window, with or without a status.
		{"WhatsApp 131047 webhook, no status", "http", 0, "131047", `{"code":131047,"title":"Re-engagement message","message":"Re-engagement message","error_data":{"details":"Message failed to send because more than 24 hours have passed since the customer last replied to this number."}}`, rung.KindPremise},
		{"Messenger Send API (#10) outside window", "http", 400, "10", `{"error":{"message":"(#10) This message is sent outside of allowed window. Learn more about the new policy here: https://developers.facebook.com/docs/messenger-platform/policy-overview","type":"OAuthException","code":10,"error_subcode":2018278,"fbtrace_id":"E682abc"}}`, rung.KindPremise},
		{"Instagram Messaging (#10) outside window, no status", "", 0, "", "(#10) This message is sent outside of allowed window.", rung.KindPremise},
		{"Twilio 63016 status callback", "", 0, "63016", "Failed to send freeform message because you are outside the allowed window. If you are using WhatsApp, please use a Message Template.", rung.KindPremise},
		{"WhatsApp docs wording, recipient", "", 0, "", "More than 24 hours have passed since the recipient last replied to the sender number.", rung.KindPremise},
		// Near misses: a header pair after the comma stays a header, the
		// bare status with prose keeps its status reading, and a body that
		// says nothing keeps the status's kind.
		{"one-line header pair", "http", 0, "", "HTTP 429, retry-after: 12\n{\"error\":\"slow down\"}", rung.KindTransient},
		{"discordgo 50013 still denied", "http", 403, "", `HTTP 403 Forbidden, {"message": "Missing Permissions", "code": 50013}`, rung.KindDenied},
		{"discordgo 50035 still invalid", "http", 400, "", `HTTP 400 Bad Request, {"message": "Invalid Form Body", "code": 50035, "errors": {"name": {"_errors": [{"code": "BASE_TYPE_REQUIRED", "message": "This field is required"}]}}}`, rung.KindInvalid},
		{"a wait that has not passed stays transient", "http", 429, "", `{"error":"Too many password resets: try again when 24 hours have passed"}`, rung.KindTransient},
		{"allowed list of values is invalid", "http", 400, "", `{"error":"value 'purple' is not in allowed values [red, green]"}`, rung.KindInvalid},
	})
}
