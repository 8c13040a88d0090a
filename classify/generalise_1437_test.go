package classify

import "testing"

// First run at 860f4bd3: 27/34 overall, 11/17 tricky.
func TestIndependentCases1437(t *testing.T) {
	runIndependent(t, "testdata/independent1437.jsonl", false)
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
