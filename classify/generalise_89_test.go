package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise89 checks set 89's classes in other software's words:
//
//   - a model's ending named in a tool's own text, or in an SDK's exception
//     for it, rather than as a response body: a stop or finish reason that
//     makes the output unusable (truncated, filtered, refused) is ambiguous
//     whatever a JSON error after it says (endreason.go namedEnding);
//   - a model's refusal reported as a failure ("model refused",
//     OpenAIRefusalError) is ambiguous, not a denial (endreason.go
//     modelRefusal);
//   - Anthropic's error.details.error_code names the cause beside the
//     generic type and decides first (anthropiccode.go); a spend limit under
//     any rate-limit code is premise (codes.go modeRate);
//   - a batch request that never ran because its batch was canceled is
//     premise, in Anthropic's result line, in a tool's rendering of the
//     result object alone, and as OpenAI's batch_cancelled (llm.go
//     anthropicBatchResult, codes.go).
func TestGeneralise89(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 89's lines (tools' renderings over openai-go v3.102.0 and
		// anthropic-sdk-go v2.17.0).
		{"openai tool call cut at max_tokens (set 89)", "openai", 0, "", `tool call call_Ks3Pq9 (get_weather): arguments are not valid JSON (finish_reason "length"): unexpected end of JSON input`, rung.KindAmbiguous},
		{"openai responses incomplete (set 89)", "openai", 0, "", `response resp_67c9fdcecf488190bdd9a0a8 incomplete: incomplete_details {"reason":"max_output_tokens"}`, rung.KindAmbiguous},
		{"anthropic stop_reason max_tokens (set 89)", "anthropic", 0, "max_tokens", `message msg_01XFDUDYJgAACzvnptvVoYEL ended with stop_reason "max_tokens" (max_tokens 1024): the text is cut off`, rung.KindAmbiguous},
		{"anthropic stop_reason refusal (set 89)", "anthropic", 0, "refusal", `message msg_01XFDUDYJgAACzvnptvVoYEL ended with stop_reason "refusal"`, rung.KindAmbiguous},
		{"openai structured output refusal (set 89)", "openai", 0, "", "model refused to produce the structured output: I'm sorry, I cannot assist with that request.", rung.KindAmbiguous},
		{"anthropic contract spend limit (set 89)", "anthropic", 429, "contract_spend_limit_reached", `POST "https://api.anthropic.com/v1/messages": 429 Too Many Requests (Request-ID: req_011CZf8Za1Bc2De3Fg4Hi5Jk) {"type":"error","error":{"type":"rate_limit_error","message":"Your organization has reached the spend limit of its contract. Contact your account team to raise it.","details":{"error_code":"contract_spend_limit_reached"}},"request_id":"req_011CZf8Za1Bc2De3Fg4Hi5Jk"}`, rung.KindPremise},
		{"anthropic file not downloadable (set 89)", "anthropic", 400, "file_not_downloadable", `GET "https://api.anthropic.com/v1/files/file_011CNha8iCJcU1wXNR6q4V8w/content": 400 Bad Request {"type":"error","error":{"type":"invalid_request_error","message":"File file_011CNha8iCJcU1wXNR6q4V8w is not downloadable. Only files created by a tool, such as the code execution tool, can be downloaded.","details":{"error_code":"file_not_downloadable"}},"request_id":"req_011CZd4Lm8Pq2Rs6Tu0Vw3Xy"}`, rung.KindPremise},
		{"anthropic batch result canceled (set 89)", "anthropic", 0, "", `batch request ticket-8833 result: {"type":"canceled"}`, rung.KindPremise},
		{"anthropic batch result expired (set 89)", "anthropic", 0, "", `batch request ticket-8832 result: {"type":"expired"}`, rung.KindTransient},

		// The same endings in other software's words.
		// openai-python / openai-node LengthFinishReasonError and
		// ContentFilterFinishReasonError (src/openai/_exceptions.py,
		// src/error.ts), raised by chat.completions.parse.
		{"openai-python LengthFinishReasonError", "", 0, "", "openai.LengthFinishReasonError: Could not parse response content as the length limit was reached - CompletionUsage(completion_tokens=8192, prompt_tokens=8143, total_tokens=16335, completion_tokens_details=None, prompt_tokens_details=None)", rung.KindAmbiguous},
		{"openai-node ContentFilterFinishReasonError", "openai", 0, "", "ContentFilterFinishReasonError: Could not parse response content as the request was rejected by the content filter", rung.KindAmbiguous},
		// google-genai (Python) candidate repr; Gemini API FinishReason enum.
		{"google-genai finish_reason MAX_TOKENS", "", 0, "", "empty response text: candidates[0].finish_reason=<FinishReason.MAX_TOKENS: 'MAX_TOKENS'>", rung.KindAmbiguous},
		{"gemini finishReason SAFETY", "", 0, "", "generation blocked: finishReason: SAFETY", rung.KindAmbiguous},
		// Bedrock Converse stopReason as a tool prints it (ConverseOutput).
		{"bedrock converse stopReason max_tokens", "", 0, "", "converse: model stopped early, stopReason=max_tokens", rung.KindAmbiguous},
		// Ollama /api/chat done_reason (docs/api.md).
		{"ollama done_reason length", "", 0, "", `ollama chat: response truncated: "done_reason": "length"`, rung.KindAmbiguous},
		// LangChain langchain_openai raises OpenAIRefusalError with the
		// refusal's text when structured output comes back refused.
		{"langchain OpenAIRefusalError", "", 0, "", "langchain_openai.chat_models.base.OpenAIRefusalError: I'm sorry, I can't help with that request.", rung.KindAmbiguous},

		// Spend limits under a rate-limit status or code, other vendors.
		// Gemini API spend caps (ai.google.dev/gemini-api/docs/billing).
		{"gemini monthly spending cap", "", 429, "RESOURCE_EXHAUSTED", `{"error":{"code":429,"message":"Your project has exceeded its monthly spending cap. Please go to AI Studio at https://ai.studio/spend to manage your project spend cap.","status":"RESOURCE_EXHAUSTED"}}`, rung.KindPremise},
		// OpenAI error-codes guide: 429 "You exceeded your current quota".
		{"openai 429 insufficient_quota", "openai", 429, "insufficient_quota", `{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`, rung.KindPremise},
		// Anthropic's other documented causes (anthropic-sdk-go apierror
		// ErrorCode constants): a 429 spend limit of the API tier, a 400 file
		// storage quota, a 400 wait on another request, a 409 scan still
		// running, a 400 request with too many tools.
		{"anthropic enforced spend limit", "anthropic", 429, "", `{"type":"error","error":{"type":"rate_limit_error","message":"Your organization has crossed the monthly API usage threshold of its API tier.","details":{"error_code":"enforced_spend_limit_reached"}},"request_id":"req_011CZh1"}`, rung.KindPremise},
		{"anthropic storage quota", "anthropic", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"The organization's file storage quota is exhausted.","details":{"error_code":"storage_quota_exceeded"}},"request_id":"req_011CZh2"}`, rung.KindPremise},
		{"anthropic scan pending", "anthropic", 409, "", `{"type":"error","error":{"type":"invalid_request_error","message":"The content scan of this version is still running.","details":{"error_code":"scan_pending"}},"request_id":"req_011CZh3"}`, rung.KindTransient},
		{"anthropic too many tools", "anthropic", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"The tools available after message 4 exceed the limit on their number.","details":{"error_code":"available_tools_limit_exceeded"}},"request_id":"req_011CZh4"}`, rung.KindInvalid},
		{"anthropic ramp limit", "anthropic", 429, "", `{"type":"error","error":{"type":"rate_limit_error","message":"The request would exceed a ramp limit. Retry after the time in the retry-after header.","details":{"error_code":"ramp_limit_exceeded"}},"request_id":"req_011CZh5"}`, rung.KindTransient},

		// A batch request its batch's cancel stopped, in OpenAI's words
		// (Batch API reference, request output error codes).
		{"openai batch line batch_cancelled", "", 0, "", `{"id":"batch_req_9","custom_id":"request-9","response":null,"error":{"code":"batch_cancelled","message":"The batch was cancelled before this request executed."}}`, rung.KindPremise},
		{"anthropic batch result line canceled", "anthropic", 0, "", `{"custom_id":"ticket-8833","result":{"type":"canceled"}}`, rung.KindPremise},

		// Neighbours that keep their kind.
		// A tool call whose arguments are malformed though the model
		// finished normally (finish_reason tool_calls): the call to repair.
		{"openai tool call malformed, finished normally (set 89)", "openai", 0, "", `tool call call_Ks3Pq9 (get_weather): arguments are not valid JSON (finish_reason "tool_calls"): invalid character 'c' looking for beginning of value`, rung.KindInvalid},
		// Azure OpenAI's refused prompt: code content_filter at 400 (set 5).
		{"azure prompt content_filter 400", "openai", 400, "content_filter", `{"error":{"message":"The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry.","type":null,"param":"prompt","code":"content_filter","status":400}}`, rung.KindInvalid},
		// A refused connection is the network, not a model.
		{"go connection refused", "", 0, "", "dial tcp 10.0.0.7:443: connect: connection refused", rung.KindTransient},
		// A real rate limit under rate_limit_error stays a wait.
		{"anthropic 429 rate limit", "anthropic", 429, "rate_limit_error", `{"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization of 50,000 input tokens per minute."},"request_id":"req_011CZh6"}`, rung.KindTransient},
		// An error_code unknown to the table and to its spelling falls back
		// to the type, as the SDK says.
		{"anthropic unknown error_code", "anthropic", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"messages.0.content: Field required","details":{"error_code":"some_future_code"}},"request_id":"req_011CZh7"}`, rung.KindInvalid},
		// A finish reason that is a normal end says nothing of a failure.
		{"openai finish_reason stop with a 503", "openai", 503, "", `stream ended (finish_reason "stop"), then the retry got: {"error":{"message":"The engine is currently overloaded, please try again later","type":"server_error","param":null,"code":null}}`, rung.KindTransient},
		// An expired OpenAI batch line stays a submit-again.
		{"openai batch line batch_expired", "openai", 0, "batch_expired", "batch request request-7: error batch_expired: This request could not be executed before the completion window expired.", rung.KindTransient},
	})
}

// TestIndependentCases89 holds set 89: 33 failures captured live from
// openai-go v3.102.0 and anthropic-sdk-go v2.17.0 against httptest servers
// sending the vendors' documented wire format: Chat Completions and
// Responses streams failing or cut mid-way, Responses objects failed or
// incomplete, tool-call arguments that do not parse, structured-output
// refusals, Batch objects and batch lines, Files uploads, embeddings,
// moderation, Anthropic streams with an error event after deltas, stop
// reasons, Message Batches results, Files API, token counting, the SDK's tool
// runner, prompt caching and error.details.error_code causes.
//
// First run (clean copy of HEAD 541492f): 19/33 overall, 10/20 tricky.
// Two labels were changed after it because the failure's own text
// contradicted them (i89-oa-response-failed-invalid-prompt: the message
// asks for a different prompt, invalid not denied;
// i89-oa-moderation-model-not-found: nothing says retired, fix the name,
// invalid not premise); the first-run figure counts both as misses.
//
// Classes fixed: a model's ending named in a tool's text or an SDK's
// exception (endreason.go); a model refusal reported as a failure
// (endreason.go); Anthropic's error_code before its type and a spend limit
// under a rate-limit code (anthropiccode.go, codes.go); a batch request its
// batch's cancel stopped, and a result object rendered alone (llm.go,
// codes.go).
//
// Tolerated:
//   - i89-oa-chat-stream-cut: a bare Go "unexpected EOF" after a stream's
//     deltas; labelled ambiguous (a truncated answer), but the taxonomy reads
//     io.ErrUnexpectedEOF as transient (a read retried; set 79) and the text
//     alone cannot tell a cut generation from a cut write: the label is in
//     doubt.
//   - i89-an-stop-pause-turn: labelled transient from Anthropic's stop-reason
//     guide ("provide the response back as-is ... to let Claude continue its
//     turn"), but sets 8, 23, 27 and 73 label pause_turn ambiguous and the
//     taxonomy says so; the lead should settle it, not this set.
//   - i89-oa-chat-image-download-timeout (passes since the lead revised the
//     ruling after set 1193): labelled transient (the server's
//     fetch of the image timed out), but set 1's oai-invalid-image holds the
//     same "Timeout while downloading ..." under invalid_image_url as
//     invalid; reading the timeout breaks that line.
func TestIndependentCases89(t *testing.T) {
	runIndependent(t, "testdata/independent89.jsonl", true,
		"i89-oa-chat-stream-cut", "i89-an-stop-pause-turn")
}
