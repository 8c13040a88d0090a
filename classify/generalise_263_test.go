package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases263 runs held-out set 263: openai-go v3 and anthropic-sdk-go v2 against local servers
// (streaming errors, unusable successes, Batch/Files, Responses API), captured live, labelled blind.
// First run at d839453: 30/35 overall, 13/16 tricky.
//
// Tolerated: i263-oai-tool-args-invalid-json: ambiguous vs invalid: set 89 (TestGeneralise89 "openai tool call malformed, finished normally") and sets 169, 226 read a tool call's unparsable arguments under finish_reason tool_calls, in an agent's words, as the call to repair; the taxonomy reads the same in a body as ambiguous.
// Tolerated: i263-oai-batch-expired: ambiguous vs transient: expired batch requests are transient in every earlier set (Anthropic result expired, OpenAI batch_expired; sets 35, 89, 99, 148); I read the whole batch with 62/100 done as a partial success.
func TestIndependentCases263(t *testing.T) {
	runIndependent(t, "testdata/independent263.jsonl", true, "i263-oai-tool-args-invalid-json", "i263-oai-batch-expired")
}

// TestGeneralise263 holds other wordings of the failures set 263 found
// unread, and near misses that must keep their reading.
func TestGeneralise263(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A limit on queued work (codes.go modeLimit): it drains as the queue runs.
		{"openai batch create, enqueued tokens", "openai", 400, "token_limit_exceeded", `{"error":{"message":"Enqueued token limit reached for gpt-4o-mini in organization org-x. Limit: 2,000,000 enqueued tokens. Please try submitting an identical batch later.","type":"invalid_request_error","param":null,"code":"token_limit_exceeded"}}`, rung.KindTransient},
		{"azure openai global batch, enqueued tokens", "openai", 0, "token_limit_exceeded", "Enqueued token limit reached for deployment gpt-4o-batch. Enqueued tokens exceed the quota for this deployment; wait for running batch jobs to complete.", rung.KindTransient},
		{"a job queue limit in the queue", "openai", 429, "job_limit_exceeded", "Too many jobs in the queue for this project (limit 100). Submit again when earlier jobs finish.", rung.KindTransient},
		{"queued requests limit", "openai", 400, "request_limit_exceeded", "The number of queued requests for this model has reached its limit of 500.", rung.KindTransient},
		{"queued jobs cap", "openai", 400, "job_limit_exceeded", "Maximum queued jobs reached; retry after some complete.", rung.KindTransient},
		// near misses: a held count or a daily allowance stays premise.
		{"near miss: daily allowance", "openai", 400, "daily_limit_exceeded", "You have reached your daily limit of 1,000 batches. Try again tomorrow.", rung.KindPremise},
		{"near miss: file count", "openai", 400, "file_limit_exceeded", "Maximum number of files (10000) reached for this organization.", rung.KindPremise},
		// A stream's own error event in words is not HTTP/2's stream error (goerr.go): its content decides.
		{"responses stream error event, uninformative JSON", "openai", 0, "", `Responses stream error event: {"type":"error","code":"ERR_SOMETHING","message":"Something went wrong","param":null,"sequence_number":1}`, rung.KindUnknown},
		{"litellm-style stream error event, no detail", "", 0, "", "stream error event received from provider (no details given)", rung.KindUnknown},
		{"anthropic SSE error event, overloaded", "anthropic", 0, "", `SSE error event received: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`, rung.KindTransient},
		{"stream error event, rate limit with wait", "openai", 0, "", "stream error event (code=rate_limit_exceeded): Rate limit reached for gpt-4o on tokens per min (TPM). Please try again in 2s.", rung.KindTransient},
		// near misses: HTTP/2's own stream errors stay transient.
		{"near miss: go http2 stream error", "go", 0, "", "stream error: stream ID 5; INTERNAL_ERROR; received from peer", rung.KindTransient},
		{"near miss: hyper stream error", "", 0, "", "error sending request for url (https://api.example.com/v1/items): http2 error: stream error received: unspecific protocol error detected", rung.KindTransient},
		// A model message whose content is rendered empty (onewanted.go emptyContentFields): ambiguous.
		{"openai-python repr", "openai", 0, "", "ChatCompletionMessage(content='', refusal=None, role='assistant', annotations=[], audio=None, function_call=None, tool_calls=None)", rung.KindAmbiguous},
		{"openai-node console.log", "", 0, "", "empty reply: { role: 'assistant', content: '', refusal: null, annotations: [] }", rung.KindAmbiguous},
		{"anthropic-python repr", "anthropic", 200, "", "Message(id='msg_01XFDUDYJgAACzvnptvVoYEL', content=[], model='claude-sonnet-4-5', role='assistant', stop_reason='end_turn', stop_sequence=None, type='message')", rung.KindAmbiguous},
		{"slog logfmt line", "", 0, "", `level=WARN msg="model reply" model=gpt-4o finish_reason=stop content=""`, rung.KindAmbiguous},
		// near misses: a tool turn's empty content, a content that holds text, a request refused for empty content.
		{"near miss: tool turn", "openai", 0, "", "ChatCompletionMessage(content='', role='assistant', tool_calls=[ChatCompletionMessageToolCall(id='call_abc', function=Function(arguments='{}', name='list_orders'), type='function')])", rung.KindUnknown},
		{"near miss: reasoning field empty only", "openai", 0, "", "ChatCompletionMessage(content='Order 17 shipped.', reasoning_content='', role='assistant')", rung.KindUnknown},
		{"near miss: 400 empty content", "anthropic", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"messages.0: content: '' is empty; all messages must have non-empty content except for the optional final assistant message"}}`, rung.KindInvalid},
	})
}
