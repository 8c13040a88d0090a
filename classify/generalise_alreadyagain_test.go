package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseAlreadyAgain: an object already in the state the act makes,
// refused only for that act ("already been cancelled and cannot be
// cancelled again"), is conflict whoever words it; a refusal of another act
// after the same state stays premise (noticed on sets 126 and 144).
func TestGeneraliseAlreadyAgain(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A task cancelled twice, in a server's own words under -32602
		// (MCP 2025-11-25 basic/utilities/tasks: receivers reject a cancel
		// of a terminal task with -32602).
		{"mcp task cancelled twice", "mcp", 0, "-32602", "MCP error -32602: Task 7f3c has already been cancelled and cannot be cancelled again", rung.KindConflict},
		{"plain text, cancelled twice", "", 0, "", "Task abc has already been cancelled and cannot be cancelled again", rung.KindConflict},
		// An invitation accepted twice (GitLab-style wording behind a 400).
		{"http 400 accepted twice", "http", 400, "", `{"message":"This invitation has already been accepted and can't be accepted again."}`, rung.KindConflict},
		// An application's RAISE behind P0001, the same shape.
		{"pg raise archived twice", "postgres", 0, "P0001", "ERROR: project 12 is already archived and cannot be archived again (SQLSTATE P0001)", rung.KindConflict},
		// Near-misses that keep their kind: another act refused for the
		// state (premise), and a one-time object used up (premise).
		{"cancelled, edit refused", "http", 422, "", `{"message":"Order 55 has already been cancelled and cannot be edited"}`, rung.KindPremise},
		{"voucher redeemed again", "http", 400, "", `{"message":"The voucher was already redeemed and cannot be redeemed again"}`, rung.KindPremise},
		{"pg raise paid, delete refused", "postgres", 0, "P0001", "ERROR: invoice 9 is already paid, cannot delete (SQLSTATE P0001)", rung.KindPremise},
	})
}

// TestGeneraliseLapsedCredentialParam: a credential passed as a tool's
// argument and found expired or revoked is denied under MCP -32602, not a
// malformed argument; other objects that expired stay premise and a
// mistyped argument stays invalid.
func TestGeneraliseLapsedCredentialParam(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"token expired", "mcp", 0, "-32602", "MCP error -32602: Invalid arguments: token expired at 2026-11-01T00:00:00Z", rung.KindDenied},
		{"api key revoked", "mcp", 0, "-32602", "MCP error -32602: the API key has been revoked", rung.KindDenied},
		{"expired session cookie", "mcp", 0, "-32602", "MCP error -32602: expired session cookie for host example.test", rung.KindDenied},
		// Near-misses.
		{"task expired", "mcp", 0, "-32602", "MCP error -32602: Failed to retrieve task: Task has expired", rung.KindPremise},
		{"wrong type", "mcp", 0, "-32602", "MCP error -32602: Invalid arguments for tool fetch: expected string, received number", rung.KindInvalid},
		{"date argument in the past", "mcp", 0, "-32602", "MCP error -32602: expires_at must be a future date", rung.KindInvalid},
	})
}

// TestGeneraliseNonJSONResponse: openai-go's and anthropic-sdk-go's refusal
// of a 2xx whose Content-Type is not JSON (an HTML page at the base URL) is
// premise, the endpoint configuration, as the base-URL rule reads it
// (sets 176, 235, 285, 290); the same SDKs' "error parsing response json"
// over a JSON-typed body stays ambiguous (set 119).
func TestGeneraliseNonJSONResponse(t *testing.T) {
	const html = "expected destination type of 'string' or '[]byte' for responses with content-type 'text/html; charset=utf-8' that is not 'application/json'"
	runWordingCases(t, []wordingCase{
		{"openai-go, text/html", "openai", 0, "", html, rung.KindPremise},
		{"anthropic-sdk-go, text/plain", "anthropic", 0, "", "expected destination type of 'string' or '[]byte' for responses with content-type 'text/plain' that is not 'application/json'", rung.KindPremise},
		{"a tool's prefix, no protocol", "", 0, "", "tool summarize: " + html, rung.KindPremise},
		// Neighbours keep their kinds: a body cut short stays transient,
		// a decoder's words under a 400 stay the request's.
		{"error parsing response json: EOF", "openai", 0, "", "error parsing response json: unexpected EOF", rung.KindTransient},
		{"400 invalid JSON body", "http", 400, "", `{"error":{"message":"We could not parse the JSON body of your request.","type":"invalid_request_error"}}`, rung.KindInvalid},
	})
}
