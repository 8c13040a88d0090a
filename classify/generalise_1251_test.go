package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 6a9ec31a: 21/30 overall, 11/18 tricky.
//
// Tolerated: i1251-image-url-download: invalid vs premise (none written for this wording; the Anthropic type rules "invalid_request_error" invalid): a one-off: "Unable to download the file. Please verify the URL" names a source the service could not fetch, not a malformed call, but no other set carries it and set 670's premise ruling needs "make sure the file exists".
// Tolerated: i1251-count-tokens-retired-model: invalid vs premise ("`not_found_error` → premise, invalid when it names a model"): the body "model: claude-3-opus-20240229" cannot tell a retired model from a typo; I read the retirement (model-deprecations) as a false premise.
// Tolerated: i1251-stop-reason-refusal: ambiguous vs denied ("Anthropic `stop_reason` `refusal` ... ambiguous"): I read a safety refusal as a boundary the agent cannot cross by retrying or repairing; the ruling reads it as an unusable success.
// Tolerated: i1251-stop-reason-pause-turn: ambiguous vs transient ("Anthropic `stop_reason` ... `pause_turn` ... ambiguous"): the docs say to send the response back as-is to continue, so nothing is false and only another call is needed.
// Tolerated: i1251-web-search-zero-results: unknown vs ambiguous (no ruling): a one-off, this wrapper's own "web_search (tool_use_id x): 0 results" wording.
func TestIndependentCases1251(t *testing.T) {
	runIndependent(t, "testdata/independent1251.jsonl", true,
		"i1251-image-url-download",
		"i1251-count-tokens-retired-model",
		"i1251-stop-reason-refusal",
		"i1251-stop-reason-pause-turn",
		"i1251-web-search-zero-results",
	)
}

// TestGeneralise1251ServerToolWords: a server tool's error_code that an
// agent's wrapper renders in its own words, not as the result block's JSON,
// reads as the block would (llm.go serverToolInWords).
func TestGeneralise1251ServerToolWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max uses, quoted", "http", 200, "", `web_search tool result error (tool_use_id srvtoolu_01Ab): error_code "max_uses_exceeded"`, rung.KindPremise},
		{"query too long, key=value", "", 0, "", `web_search_tool_result srvtoolu_01Cd failed: error_code=query_too_long`, rung.KindInvalid},
		{"url not accessible, code field", "http", 200, "url_not_accessible", `web_fetch tool result error (tool_use_id srvtoolu_01Ef)`, rung.KindPremise},
		// Near misses: no tool result named, or a code the table lacks.
		{"bare code, no tool result", "", 0, "", `error_code "max_uses_exceeded"`, rung.KindUnknown},
		{"tool result, unknown code", "http", 200, "", `web_search tool result error (tool_use_id srvtoolu_01Gh): error_code "w1251_mystery"`, rung.KindUnknown},
		{"tool result, rate code", "http", 200, "", `web_search tool result error (tool_use_id srvtoolu_01Ij): error_code "too_many_requests"`, rung.KindTransient},
	})
}

// TestGeneralise1251ForbiddenCharacters: a value's rule that names the
// characters it forbids is the argument's fault, not a denial (generic.go
// forbiddenCharWords); "forbidden" alone keeps its denied reading.
func TestGeneralise1251ForbiddenCharacters(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic files filename", "http", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"Filename length is invalid (must be 1-255 characters) or filename contains forbidden characters"}}`, rung.KindInvalid},
		{"path validator", "", 0, "", `invalid path "w1251/a:b": contains forbidden character ':'`, rung.KindInvalid},
		{"plain 403 forbidden", "http", 403, "", `{"message":"Forbidden"}`, rung.KindDenied},
		{"invalid_request_error saying forbidden", "http", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"This action is forbidden for your organization"}}`, rung.KindDenied},
	})
}
