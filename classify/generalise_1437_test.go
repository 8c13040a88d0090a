package classify

import "testing"

// First run at 860f4bd3: 27/34 overall, 11/17 tricky.
// Set 1437: live captures of openai-go v3.105.0 and anthropic-sdk-go
// v2.18.0 against httptest servers sending the vendors' documented error
// bodies and unusable successes (tool calling, structured outputs, the
// Responses API, stop reasons). Its one mendable miss, a failed background
// response summarised in words, is read by failedWorkInWords (llm.go).
// Tolerated: i1437-oai-refusal-field: ambiguous vs denied (ruling): docs/taxonomy.md's OpenAI and Anthropic section reads a non-null message.refusal as ambiguous (the call worked, its output is unusable); the set read the model's safety refusal as a policy refusal.
// Tolerated: i1437-oai-content-filter-finish: ambiguous vs denied (ruling): finish_reason content_filter is ambiguous by the same section; the set read the filter as a policy refusal.
// Tolerated: i1437-oai-resp-incomplete-filter: ambiguous vs denied (ruling): a Responses status incomplete is ambiguous whatever its reason (set 32, llm.go workStatus); the set read reason content_filter as a policy refusal.
// Tolerated: i1437-anth-stop-refusal: ambiguous vs denied (ruling): stop_reason refusal is ambiguous by the same section; the set read it as a policy refusal.
// Tolerated: i1437-oai-resp-item-not-persisted: invalid vs premise (ruling): the "not persisted when store is set to false" ruling (codes.go, docs/taxonomy.md) reads it invalid under any status: the vendor's remedy is an argument change (store=true, or drop the item).
// Tolerated: i1437-oai-toolcall-bad-json: invalid vs ambiguous (ruling): set 89 reads a model's tool-call arguments that do not parse, named in a tool's words, as invalid (undecodable.go, TestGeneralise89, TestGeneralise119), as set 112 tolerated; only the response body's own tool_calls are read ambiguous (llm.go badToolArguments).
func TestIndependentCases1437(t *testing.T) {
	runIndependent(t, "testdata/independent1437.jsonl", true, "i1437-oai-refusal-field", "i1437-oai-content-filter-finish", "i1437-oai-resp-incomplete-filter", "i1437-anth-stop-refusal", "i1437-oai-resp-item-not-persisted", "i1437-oai-toolcall-bad-json")
}

// TestGeneralise1437FailedWorkInWords: a work object (a background
// Responses response, an Assistants run) whose status is "failed", handed
// over as a summary of its fields rather than as its JSON, is decided by
// its error's code in the service-code table, as workStatus reads the same
// object's body (platform.openai.com/docs/guides/background; API
// reference, the response object's error.code: server_error,
// rate_limit_exceeded, invalid_prompt, vector_store_timeout,
// image_content_policy_violation; the run object's last_error.code). Near
// misses: no failed status, a code the table does not hold, a code that
// runs on into a longer token, and a failed status with no error code keep
// their other readings.
func TestGeneralise1437FailedWorkInWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"responses background server_error (the set's line)", "openai", 200, "failed", `status=failed; error.code=server_error; error.message="The model failed to generate a response."; output_text="The quarterly figures show"`, transient},
		{"same, no code field", "openai", 200, "", `status=failed; error.code=server_error; error.message="The model failed to generate a response."`, transient},
		{"responses rate limit", "openai", 200, "", `response resp_9 status=failed error.code=rate_limit_exceeded error.message="Rate limit reached for gpt-4.1"`, transient},
		{"assistants run last_error colon form", "openai", 0, "", `run run_abc123 ended: status: failed, last_error.code: rate_limit_exceeded, last_error.message: "Rate limit reached."`, transient},
		{"realtime response.done status_details", "openai", 0, "", `realtime response.done: status=failed status_details.error.code=rate_limit_exceeded`, transient},
		{"vector store timeout", "openai", 200, "", `status="failed" error.code="vector_store_timeout"`, transient},
		{"flagged prompt", "openai", 200, "", `status=failed; error.code=invalid_prompt; error.message="Invalid prompt: your prompt was flagged as potentially violating our usage policy."`, invalid},
		{"image rejected by safety system", "openai", 200, "", `status: failed; error.code: image_content_policy_violation`, invalid},
		{"quota spent", "openai", 200, "", `status=failed; error.code=insufficient_quota; error.message="You exceeded your current quota, please check your plan and billing details."`, premise},
		// Near misses.
		{"incomplete keeps its ending reading", "openai", 200, "", `status=incomplete; incomplete_details.reason=max_output_tokens; error.code=server_error`, ambiguous},
		{"completed status is no failure", "openai", 200, "", `status=completed; error.code=null; output_text="The quarterly figures show"`, unk},
		{"code that runs on", "openai", 200, "", `status=failed; error.code=server_error_budget_v2`, unk},
		{"failed status with no error code", "openai", 200, "", `status=failed; output_text=""`, unk},
		{"statuses plural is not the field", "openai", 200, "", `statuses=failed; reason=server_errorless`, unk},
	})
}
