package classify

import "strings"

// slackText reads a Slack Web API error code in the text Slack's own
// clients make of it, where no body or code field reaches the classifier:
//
//   - python slack_sdk SlackApiError: "The request to the Slack API failed.
//     (url: ...)\nThe server responded with: {'ok': False, 'error':
//     'channel_not_found'}" (a Python dict, not JSON);
//   - node @slack/web-api platform errors: "An API error occurred:
//     already_reacted";
//   - slack-go, whose SlackErrorResponse.Error() is the bare code, behind
//     the agent tool's prefix: "post deploy notice to C08ABCD1234:
//     not_in_channel".
//
// The first two name Slack, so any code reads by Slack's table and naming
// (slackError). The bare form names nothing: only a code of Slack's own
// table that ends the message after ": ", or is the whole message, counts,
// and not the generic words other software ends a message with too
// (not_found, internal_error, request_timeout, ...), which keep their
// generic reading.
func slackText(t string) (Result, bool) {
	if i := strings.Index(t, "The server responded with: {"); i >= 0 {
		d := t[i:]
		if j := strings.Index(d, "'error': '"); j >= 0 {
			return slackError(snakeToken(d[j+len("'error': '"):]))
		}
	}
	if i := strings.Index(t, "An API error occurred: "); i >= 0 {
		return slackError(snakeToken(t[i+len("An API error occurred: "):]))
	}
	s := strings.TrimRight(t, " \r\n.")
	// The code after the tool's prefix, or the whole text when the tool
	// returned slack-go's error as it came (set 114: "missing_scope").
	code := s
	if i := strings.LastIndex(s, ": "); i >= 0 {
		code = s[i+2:]
	}
	if strings.IndexByte(code, '_') < 0 || snakeToken(code) != code || slackGeneric[code] {
		return Result{}, false
	}
	if _, ok := slackCodes[code]; !ok {
		return Result{}, false
	}
	return slackError(code)
}

// snakeToken returns the leading run of lower-case letters, digits and
// underscores: a Slack error code.
func snakeToken(s string) string {
	n := 0
	for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] >= '0' && s[n] <= '9' || s[n] == '_') {
		n++
	}
	return s[:n]
}

// slackGeneric holds codes of Slack's table that other software also ends
// a message with; bare, they are not evidence of Slack.
var slackGeneric = map[string]bool{
	"not_found": true, "internal_error": true, "fatal_error": true, "service_unavailable": true,
	"request_timeout": true, "invalid_json": true, "too_long": true, "invalid_token": true,
	"not_authorized": true, "rate_limited": true, "request_too_large": true, "invalid_arguments": true,
	"missing_argument": true, "already_exists": true, "upgrade_required": true, "invalid_name": true,
	"invalid_limit": true, "invalid_time": true, "invalid_cursor": true, "invalid_timestamp": true,
	"bad_timestamp": true, "no_user": true, "file_not_found": true, "is_inactive": true,
	"action_prohibited": true, "no_scope": true, "invalid_charset": true, "accesslimited": true,
	"thread_locked": true, "block_mismatch": true,
}
