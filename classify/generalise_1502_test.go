package classify

import "testing"

// First run at b11e8c2e: 25/34 overall, 12/21 tricky.
// Tolerated: i1502-oai-chat-no-done: transient vs ambiguous (ruling, sets 310/1194/727 streamEndMissing): a stream with no [DONE] or finish_reason reads cut, retry; I read the partial answer as an outcome unknown.
// Tolerated: i1502-oai-resp-no-completed: transient vs ambiguous (ruling, sets 310/1194 lastEventMidStream): no terminal event reads a cut stream.
// Tolerated: i1502-anth-no-message-stop: transient vs ambiguous (ruling, set 1194 streamEndMissing): no message_stop reads a cut stream.
// Tolerated: i1502-oai-chat-finish-content-filter: ambiguous vs denied (ruling, taxonomy "OpenAI and Anthropic": finish_reason content_filter is an unusable success).
// Tolerated: i1502-oai-resp-incomplete-content-filter: ambiguous vs denied (ruling, status incomplete is ambiguous, set 32).
// Tolerated: i1502-anth-stop-refusal: ambiguous vs denied (ruling, stop_reason refusal is ambiguous).
// Tolerated: i1502-oai-chat-refusal-delta: ambiguous vs denied (ruling, sets 310/1497: a non-null refusal is ambiguous).
// Tolerated: i1502-oai-resp-failed-invalid-prompt: invalid vs denied (ruling, set 162 and set 1411: invalid_prompt is a rejected prompt to change, codes.go).
func TestIndependentCases1502(t *testing.T) {
	runIndependent(t, "testdata/independent1502.jsonl", true, "i1502-oai-chat-no-done", "i1502-oai-resp-no-completed", "i1502-anth-no-message-stop", "i1502-oai-chat-finish-content-filter", "i1502-oai-resp-incomplete-content-filter", "i1502-anth-stop-refusal", "i1502-oai-chat-refusal-delta", "i1502-oai-resp-failed-invalid-prompt")
}

// TestGeneralise1502ModelError: OpenAI's model_error type ("The model
// produced invalid content. Consider modifying your prompt if you are seeing
// this error persistently.") is a sampling fault on the service's side,
// transient whether it arrives mid-stream (openai-go's "received error while
// streaming: {...}"), in a 500 body or in a Python SDK rendering; the advice
// to change the prompt applies only when it persists. Near misses: an
// invalid_request_error and model_not_found keep their readings
// (platform.openai.com/docs/guides/error-codes; set 1502).
func TestGeneralise1502ModelError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stream", "openai", 200, "", `received error while streaming: {"message":"The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently.","type":"model_error","param":null,"code":null}`, transient},
		{"500 body", "openai", 500, "", `{"error":{"message":"The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently.","type":"model_error","param":null,"code":null}}`, transient},
		{"http body", "http", 500, "", `{"error":{"message":"The model produced invalid content.","type":"model_error","param":null,"code":null}}`, transient},
		{"python repr", "", 0, "", `Error code: 500 - {'error': {'message': 'The model produced invalid content. Consider modifying your prompt if you are seeing this error persistently.', 'type': 'model_error', 'param': None, 'code': None}}`, transient},
		{"near: invalid request", "openai", 400, "", `{"error":{"message":"Invalid value for 'temperature': expected a number.","type":"invalid_request_error","param":"temperature","code":null}}`, invalid},
		{"near: prompt too long", "openai", 400, "", `{"error":{"message":"This model's maximum context length is 128000 tokens. Please reduce the length of the messages.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`, invalid},
	})
}
