package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases204 runs held-out set 204: 35 live failures (8 tricky) of an agent loop with
// tools and a long conversation, through openai-go v3.98.0 (err.Error() plus the raw error JSON)
// and anthropic-sdk-go v2.15.0 (err.Error()) against httptest servers sending each vendor's
// documented error bodies and headers: context window, max_tokens, tool schemas, tool pairing,
// tool_choice, thinking prefill, images, 413, 503/529 after the SDK's retries, token and request
// rate limits, quota and spend limits, keys, model access, stream cuts and error events, and a
// deadline during the SDK's backoff; labelled blind from the vendors' error docs and SDK sources.
// First run at 52a767b: 34/35 overall, 8/8 tricky. Fixed by class: a tool choice naming a tool
// the request's own tools list lacks, with the list named by its bare quoted field name ("not
// found in 'tools'."), is invalid, not a missing object (worldstate.go nameInRequest).
// Tolerated: none.
func TestIndependentCases204(t *testing.T) { runIndependent(t, "testdata/independent204.jsonl", true) }

// TestGeneralise204 guards the tool-choice class on other software's wording of the same fact,
// with neighbours that must keep their kind.
func TestGeneralise204(t *testing.T) {
	cases := []wordingCase{
		// LMDeploy lmdeploy/serve/openai/responses (Responses API): "Tool choice 'function' not found in `tools`: {name!r}."
		{"tool choice: LMDeploy Responses, backquoted list", "openai", 400, "", `{"error":{"message":"Tool choice 'function' not found in ` + "`tools`" + `: 'cancel_order'.","type":"invalid_request_error","param":"tool_choice","code":null}}`, rung.KindInvalid},
		// LMDeploy Anthropic Messages route test: error contains "not found in `tools`: 'missing'"
		{"tool choice: LMDeploy Messages, text only", "", 400, "", "Tool choice 'tool' not found in `tools`: 'missing'.", rung.KindInvalid},
		// OpenAI chat/completions tool_choice naming a function the tools list lacks, bare text as a tool passes it
		{"tool choice: OpenAI wording, text only", "", 0, "", "Invalid value for 'tool_choice': function 'refund' not found in 'tools'.", rung.KindInvalid},
		// neighbour: OpenAI Responses / vLLM "Tool choice 'image_generation' not found in 'tools' parameter." (set 169's class)
		{"tool choice neighbour: 'tools' parameter", "openai", 400, "", `{"error":{"message":"Tool choice 'image_generation' not found in 'tools' parameter.","type":"invalid_request_error","param":"tool_choice","code":null}}`, rung.KindInvalid},
		// neighbour: a Rust structural-tag builder "the tool with name '{name}' is not found in the tools list"
		{"tool choice neighbour: tools list", "", 0, "", "the tool with name 'refund' is not found in the tools list", rung.KindInvalid},
		// near-miss: a quoted folder of the world, no tool choice (a desktop app's "ffmpeg or ffprobe not found in 'tools' folder")
		{"near-miss: quoted folder", "", 0, "", "ffmpeg or ffprobe not found in 'tools' folder or system PATH!", rung.KindPremise},
		// near-miss: a bare quoted name that is not about a tool choice stays a missing object
		{"near-miss: file not found in a quoted bucket", "", 404, "", "file 'report.csv' not found in 'exports'.", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
