package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 14ff1742: 21/24 overall, 20/23 tricky.
//
// Fixed: i1275-a-index-gap (anthropic-sdk-go's accumulator gap, endreason.go streamCutUnmarked).
// Label corrected by the lead: i1275-c-cut-clean ambiguous to transient. It
// passed by accident (openai-go's zero-value function_call read as a tool
// call with bad arguments); set 310's written ruling reads an accumulated
// completion with an empty finish_reason as a cut stream, and the writer's
// report agrees (llm.go openaiBody, TestOpenAIZeroFunctionCall).
// Fixed later by the lead: i1275-c-malformed (right since the lead ruling after set 1793: undecodable.go llmChunkGarbled reads a bare encoding/json syntax error under an LLM protocol with a 2xx or no status transient).
// Tolerated: i1275-r-cut-clean: transient vs ambiguous (set 1194's ruling: a wrapper's "without response.completed" is a cut stream, transient): the ruling's reading that the request is fine and a retry fixes it is the better one; my label read the partial answer.
func TestIndependentCases1275(t *testing.T) {
	runIndependent(t, "testdata/independent1275.jsonl", true, "i1275-r-cut-clean")
}

// TestGeneralise1275StreamEventGap: anthropic-sdk-go's Message.Accumulate
// refusing an event for a content block the stream never opened is a
// damaged stream (events lost on the way), transient; other content-block
// wordings (a 400 on the request's own blocks) keep their kinds.
func TestGeneralise1275StreamEventGap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"delta past the end", "", 0, "", "received event of type content_block_delta for content block at index 2 but there are only 1 content blocks", rung.KindTransient},
		{"start out of order", "", 0, "", "received event of type content_block_start for content block at index 3, expected index 1", rung.KindTransient},
		{"wrapped", "anthropic", 200, "", "accumulate msg_01W1275: received event of type content_block_stop for content block at index 1 but there are only 0 content blocks", rung.KindTransient},
		// Near misses keep their readings.
		{"request block empty", "anthropic", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"messages: text content blocks must be non-empty"}}`, rung.KindInvalid},
	})
}

// TestOpenAIZeroFunctionCall: openai-go serialises the deprecated
// function_call as {"arguments":"","name":""} on every message; it is no
// tool call, and an empty finish_reason still reads as a cut stream.
func TestOpenAIZeroFunctionCall(t *testing.T) {
	const zero = `"function_call":{"arguments":"","name":""}`
	runWordingCases(t, []wordingCase{
		{"cut before the finish chunk", "openai", 200, "", `{"id":"chatcmpl-1","choices":[{"finish_reason":"","index":0,"message":{"content":"The ticket says","refusal":"","role":"assistant",` + zero + `,"tool_calls":null}}],"object":"chat.completion"}`, rung.KindTransient},
		{"near miss: a normal stop", "openai", 200, "", `{"id":"chatcmpl-1","choices":[{"finish_reason":"stop","index":0,"message":{"content":"Done.","refusal":"","role":"assistant",` + zero + `,"tool_calls":null}}],"object":"chat.completion"}`, rung.KindUnknown},
		{"near miss: an empty answer", "openai", 200, "", `{"id":"chatcmpl-1","choices":[{"finish_reason":"stop","index":0,"message":{"content":"","refusal":"","role":"assistant",` + zero + `,"tool_calls":null}}],"object":"chat.completion"}`, rung.KindAmbiguous},
		{"near miss: a real function_call cut", "openai", 200, "", `{"id":"chatcmpl-1","choices":[{"finish_reason":"function_call","index":0,"message":{"content":null,"role":"assistant","function_call":{"arguments":"{\"city\": \"Par","name":"get_weather"}}}],"object":"chat.completion"}`, rung.KindAmbiguous},
	})
}
