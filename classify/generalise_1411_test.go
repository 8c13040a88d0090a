package classify

import (
	"fmt"
	"testing"
)

// First run at a251c1e3: 30/34 overall, 13/16 tricky.
// Tolerated: i1411-oai-resp-failed-invalid-prompt: invalid vs denied (ruling): a prompt flagged under the usage policy is a rejected input to change, invalid (codes.go invalid_prompt, compatserver.go promptFlagged, set 162).
// Tolerated: i1411-oai-resp-failed-image-content-policy-violation: invalid vs denied (ruling): an input the safety system refused is changed, not rerouted, as content_policy_violation (set 670's ruling; the code is in serviceCodes since this set).
// Tolerated: i1411-oai-resp-incomplete-content-filter: ambiguous vs denied (ruling): output withheld by the content filter is a call that worked with an unusable result (llm.go stopReason, endreason.go, sets 89 and 146).
func TestIndependentCases1411(t *testing.T) {
	runIndependent(t, "testdata/independent1411.jsonl", true, "i1411-oai-resp-failed-invalid-prompt", "i1411-oai-resp-failed-image-content-policy-violation", "i1411-oai-resp-incomplete-content-filter")
}

// TestGeneralise1411BareBatchResult: anthropic-sdk-go hands a Message
// Batches result to the caller as its own object (Result.RawJSON():
// {"type":"expired"}, {"type":"canceled"}), with no custom_id and no word
// "batch" around it. Under the anthropic protocol, standing alone, it is
// the batch result and keeps the batch-result readings (expired: the 24h
// window ran out before the request ran, resubmit; canceled: premise).
// Source: docs.claude.com batch-processing "Retrieving batch results";
// held-out set 1411. Near misses: the same object under another protocol,
// or inside other words, does not read as a batch result.
func TestGeneralise1411BareBatchResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic bare expired result", "anthropic", 0, "", `{"type":"expired"}`, transient},
		{"anthropic bare expired result, spaced", "anthropic", 0, "", ` { "type": "expired" } `, transient},
		{"anthropic bare canceled result", "anthropic", 0, "", `{"type":"canceled"}`, premise},
		{"anthropic bare errored result", "anthropic", 0, "", `{"type":"errored","error":{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}}`, transient},
		{"anthropic full result line expired", "anthropic", 0, "", `{"custom_id":"req-9","result":{"type":"expired"}}`, transient},
		{"near miss: session object in words", "anthropic", 0, "", `session sess_01 state: {"type":"expired"}`, unk},
		{"near miss: no protocol", "", 0, "", `{"type":"expired"}`, unk},
		{"near miss: http protocol", "http", 410, "", `{"type":"expired"}`, premise},
	})
}

// TestGeneralise1411ResponsesErrorCodes: the Responses API's error.code
// enum (platform.openai.com/docs/api-reference/responses/object), as a
// response.failed event or a failed response object carries it, read by
// the code itself: image_content_policy_violation is a rejected input
// (invalid, as content_policy_violation, not Kafka's POLICY_VIOLATION by
// its suffix), image_file_not_found premise, vector_store_timeout a wait,
// failed_to_download_image a URL to repair unless the download only timed
// out. Held-out set 1411. Near misses keep their kinds.
func TestGeneralise1411ResponsesErrorCodes(t *testing.T) {
	const failed = `{"type":"response.failed","sequence_number":3,"response":{"id":"resp_9","object":"response","status":"failed","error":{"code":"%s","message":"%s"},"incomplete_details":null,"output":[]}}`
	runWordingCases(t, []wordingCase{
		{"policy image, code", "openai", 200, "image_content_policy_violation", "Image rejected by the safety system.", invalid},
		{"policy image, event body", "openai", 200, "", fmtS(failed, "image_content_policy_violation", "This image was rejected."), invalid},
		{"file not found, code", "openai", 200, "image_file_not_found", "File file-Q2 was not found.", premise},
		{"file not found, event body", "openai", 200, "", fmtS(failed, "image_file_not_found", "No such file: file-Q2"), premise},
		{"vector store timeout, code", "openai", 200, "vector_store_timeout", "The vector store did not respond.", transient},
		{"vector store timeout, event body", "openai", 200, "", fmtS(failed, "vector_store_timeout", "Search over vs_abc did not complete."), transient},
		{"download failed, code", "openai", 200, "failed_to_download_image", "Failed to download image from https://example.com/a.png.", invalid},
		{"download timed out, code", "openai", 200, "failed_to_download_image", "Timeout while downloading https://example.com/a.png.", transient},
		{"download failed, event body", "openai", 200, "", fmtS(failed, "failed_to_download_image", "Could not fetch the image URL."), invalid},
		{"near miss: content_policy_violation stays invalid", "openai", 400, "content_policy_violation", "Your request was rejected as a result of our safety system.", invalid},
		{"near miss: server_error event stays transient", "openai", 200, "", fmtS(failed, "server_error", "The model failed to generate a response."), transient},
		{"near miss: invalid_image_url timeout stays transient", "openai", 400, "invalid_image_url", "Timeout while downloading https://example.com/b.png.", transient},
		{"near miss: Kafka POLICY_VIOLATION stays invalid", "", 0, "", "kafka server: POLICY_VIOLATION: request parameters do not satisfy the configured policy", invalid},
	})
}

func fmtS(f string, a ...any) string { return fmt.Sprintf(f, a...) }
