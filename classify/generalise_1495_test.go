package classify

import (
	"strings"
	"testing"
)

// First run at 94e853ad: 30/34 overall, 13/17 tricky.
//
// Tolerated: i1495-stop-reason-refusal: ambiguous vs denied (ruling: docs/taxonomy.md "Anthropic `stop_reason` `refusal` ... ambiguous", as set 1251 met it): I read a policy refusal as a boundary no retry or repair crosses; the ruling reads it as an unusable success.
// Tolerated: i1495-stop-reason-pause-turn: ambiguous vs transient (ruling: docs/taxonomy.md "`pause_turn` ... ambiguous", as set 1251 met it): the docs say to send the response back as-is to let Claude continue, the same call again, with nothing false.
// Tolerated: i1495-web-search-max-uses-exceeded: premise vs ambiguous (ruling: serverToolErrors, "`max_uses_exceeded` premise"): the turn ended with an answer written without the searches it wanted, a partial result; the ruling reads the spent max_uses allowance as a false belief.
func TestIndependentCases1495(t *testing.T) {
	runIndependent(t, "testdata/independent1495.jsonl", true,
		"i1495-stop-reason-refusal",
		"i1495-stop-reason-pause-turn",
		"i1495-web-search-max-uses-exceeded",
	)
}

// TestGeneralise1495RequestSettingClause: a validation rule conditioned on
// a setting of the request itself ("When thinking is disabled, an
// `assistant` message in the final position cannot contain `thinking`. To
// use thinking blocks, enable `thinking` in your request.", Anthropic
// Messages API, captured live with anthropic-sdk-go v1.84.0) names the
// call's own switch: the arguments disagree, invalid, not a feature or an
// account switched off (settingclause.go). Near misses: "is disabled" said
// of an account, key or resource, or a conditional with no sign that the
// setting is the request's, keep their readings.
func TestGeneralise1495RequestSettingClause(t *testing.T) {
	const env = `{"type":"error","error":{"type":"invalid_request_error","message":"%s"}}`
	body := func(m string) string { return strings.Replace(env, "%s", m, 1) }
	runWordingCases(t, []wordingCase{
		{"anthropic, sdk error text", "anthropic", 400, "invalid_request_error", `POST "https://api.anthropic.com/v1/messages": 400 Bad Request (Request-ID: req_011CWx) ` + body("messages.1.content.0: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request."), invalid},
		{"anthropic, field path only", "anthropic", 400, "invalid_request_error", body("messages.11.content.0: When thinking is disabled, an assistant message in the final position cannot contain thinking."), invalid},
		{"quoted parameter, if", "http", 400, "", `{"error":{"message":"If ` + "`stream`" + ` is disabled, ` + "`stream_options`" + ` must not be set.","type":"invalid_request_error"}}`, invalid},
		{"in the request, plural", "http", 422, "", `{"detail":"When tools are disabled, tool_choice cannot be set in the request."}`, invalid},
		{"bare text, no status", "", 0, "", "messages.1.content.0: When thinking is disabled, an `assistant` message in the final position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your request.", invalid},
		{"go error, quoted parameter", "go", 0, "", "anthropic: When `stream` is disabled, `stream_options` must not be set", invalid},
		{"not enabled, quoted", "http", 400, "", `{"error":{"message":"When 'logprobs' is not enabled, 'top_logprobs' may not be given."}}`, invalid},
		// Near misses: the disabled thing is in the world, or nothing marks the setting as the request's.
		{"account disabled, conditional", "http", 400, "invalid_request_error", body("If your account is disabled, contact support."), premise},
		{"api key disabled", "anthropic", 400, "invalid_request_error", body("This API key is disabled."), premise},
		{"queue disabled, no request marker", "http", 400, "", `{"message":"When the queue is disabled, messages cannot be published."}`, premise},
		{"organization disabled in your request", "http", 400, "invalid_request_error", body("When your organization is disabled, no model may be named in your request."), premise},
		{"feature disabled, no clause", "http", 400, "", `{"message":"Extended thinking is disabled for this workspace."}`, premise},
	})
}
