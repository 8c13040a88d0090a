package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0c006917: 31/32 overall, 15/16 tricky.
func TestIndependentCases1064(t *testing.T) {
	runIndependent(t, "testdata/independent1064.jsonl", true)
}

// TestGeneralise1064: a streaming SDK's stream that closed before its end
// (before the object it assembles, its first chunk, or its body's end) is
// cut short, whatever client words it; near misses that share the words
// "assistant" and "end" are refusals of the request and stay invalid.
func TestGeneralise1064(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-node AbstractChatCompletionRunner", "openai", 0, "", "OpenAIError: stream ended without producing a ChatCompletionMessage with role=assistant", rung.KindTransient},
		{"anthropic-sdk-typescript BetaMessageStream", "anthropic", 0, "", "AnthropicError: stream ended without producing a Message with role=assistant", rung.KindTransient},
		{"openai-node ChatCompletionStream no chunks", "openai", 0, "", "OpenAIError: request ended without sending any chunks", rung.KindTransient},
		{"node-fetch premature close", "", 0, "", "FetchError: Invalid response body while trying to fetch https://api.openai.com/v1/chat/completions: Premature close", rung.KindTransient},
		{"httpx incomplete chunked read", "", 0, "", "httpx.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)", rung.KindTransient},
		{"aiohttp payload not completed", "", 0, "", "aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed", rung.KindTransient},
		{"OkHttp unexpected end of stream", "", 0, "", "java.io.IOException: unexpected end of stream on https://api.anthropic.com/...", rung.KindTransient},
		// near misses: the request itself is wrong
		{"near miss: Anthropic prefill refused", "anthropic", 400, "invalid_request_error", "Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'This model does not support assistant message prefill. The conversation must end with a user message.'}}", rung.KindInvalid},
		{"near miss: Anthropic trailing whitespace", "anthropic", 400, "invalid_request_error", "Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'messages: final assistant content cannot end with trailing whitespace'}}", rung.KindInvalid},
		{"near miss: Anthropic roles alternate", "anthropic", 400, "invalid_request_error", "Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'messages: roles must alternate between \"user\" and \"assistant\", but found multiple \"user\" roles in a row'}}", rung.KindInvalid},
	})
}
