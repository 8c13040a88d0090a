package classify

import (
	"testing"
	"time"
)

// First run at 3b193671: 23/32 overall, 10/19 tricky.
// Tolerated: i1402-model-retired-404: premise vs invalid (ruling): a model the provider retired is premise ("no longer available", codes.go modeModel/modeNotFound, taxonomy set 37): the plan names a model that no longer runs.
// Tolerated: i1402-file-processing-failed-200: invalid vs ambiguous (ruling): a FAILED File whose error is INVALID_ARGUMENT is unusable content, invalid by set 670's media ruling (geminiFileState); a FAILED File with no input cause reads ambiguous.
// Tolerated: i1402-safety-finish-200: ambiguous vs denied (ruling): Gemini finishReason SAFETY is ambiguous (taxonomy's Gemini generateContent row, endreason.go, sets 549, 1249, 1389).
// Tolerated: i1402-recitation-finish-200: ambiguous vs denied (ruling): finishReason RECITATION, the same Gemini row.
// Tolerated: i1402-blocklist-finish-200: ambiguous vs denied (ruling): finishReason BLOCKLIST, the same Gemini row.
// Tolerated: i1402-prohibited-finish-200: ambiguous vs denied (ruling): finishReason PROHIBITED_CONTENT, the same Gemini row.
// Tolerated: i1402-spii-finish-200: ambiguous vs denied (ruling): finishReason SPII, the same Gemini row.
// Tolerated: i1402-prompt-blocked-200: ambiguous vs denied (ruling): promptFeedback.blockReason is ambiguous (the Gemini row, set 549).
// Tolerated: i1402-image-safety-finish-200: ambiguous vs denied (ruling): IMAGE_SAFETY is one of the Gemini row's withheld outputs (set 549's enum list).
func TestIndependentCases1402(t *testing.T) {
	runIndependent(t, "testdata/independent1402.jsonl", true,
		"i1402-model-retired-404", "i1402-file-processing-failed-200",
		"i1402-safety-finish-200", "i1402-recitation-finish-200", "i1402-blocklist-finish-200",
		"i1402-prohibited-finish-200", "i1402-spii-finish-200", "i1402-prompt-blocked-200",
		"i1402-image-safety-finish-200")
}

// TestGeneralise1402GeminiFileState: a Gemini API File resource fetched
// with a 200 whose State is not ACTIVE (ai.google.dev/api/files#State; the
// docs poll files.get until ACTIVE). PROCESSING is a wait; FAILED with a
// google.rpc.Status coded 3 is content that cannot be used (set 670's media
// ruling); FAILED otherwise is an upload that worked into a file that can
// never be used. Near misses: an ACTIVE file, a batch or job resource
// (batches/...) in a FAILED state, and the same words in a non-File body
// keep their readings. google.golang.org/genai v1.79.1 live (set 1402).
func TestGeneralise1402GeminiFileState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"processing", "http", 200, "", `{"name":"files/abc123","mimeType":"video/mp4","sizeBytes":"10485760","state":"PROCESSING","uri":"https://generativelanguage.googleapis.com/v1beta/files/abc123"}`, transient},
		{"processing upload reply", "http", 200, "", `{"file":{"name":"files/x9","displayName":"talk.mp3","mimeType":"audio/mpeg","state":"PROCESSING"}}`, transient},
		{"processing bare", "", 0, "", `{"name": "files/v1", "state": "PROCESSING"}`, transient},
		{"failed internal", "http", 200, "", `{"name":"files/a","mimeType":"video/mp4","state":"FAILED","error":{"code":13,"message":"Internal error encountered."}}`, ambiguous},
		{"failed no error", "http", 200, "", `{"name":"files/a","mimeType":"application/pdf","state":"FAILED"}`, ambiguous},
		{"failed invalid", "http", 200, "", `{"name":"files/a","mimeType":"video/mp4","state":"FAILED","error":{"code":3,"message":"Video duration exceeds the limit."}}`, invalid},
		{"failed invalid wrapped", "http", 200, "", `{"file":{"name":"files/a","mimeType":"audio/mpeg","state":"FAILED","error":{"code": 3,"message":"Failed to process audio."}}}`, invalid},
		// near misses
		{"active is no failure here", "http", 200, "", `{"name":"files/a","mimeType":"video/mp4","state":"ACTIVE"}`, unk},
		{"a job not a file", "http", 200, "", `{"name":"batches/123","state":"JOB_STATE_CANCELLED"}`, premise},
		{"not-active via generateContent", "go", 0, "", "Error 400, Message: The File q7 is not in an ACTIVE state and usage is not allowed., Status: FAILED_PRECONDITION, Details: []", transient},
	})
}

// TestGeneralise1402GoMapRetryDelay: google.golang.org/genai's
// APIError.Error() prints its Details with %v, so a google.rpc.RetryInfo
// reaches the caller as Go's map rendering, "retryDelay:59s" with no
// quotes; the wait is read as from the JSON and Python spellings (set
// 1402, genai v1.79.1 live). The kind stays the 429's reading.
func TestGeneralise1402GoMapRetryDelay(t *testing.T) {
	cases := []struct {
		msg  string
		want time.Duration
	}{
		{"Error 429, Message: Resource has been exhausted (e.g. check quota)., Status: RESOURCE_EXHAUSTED, Details: [map[@type:type.googleapis.com/google.rpc.RetryInfo retryDelay:59s]]", 59 * time.Second},
		{"Error 429, Message: You exceeded your current quota., Status: RESOURCE_EXHAUSTED, Details: [map[@type:type.googleapis.com/google.rpc.QuotaFailure violations:[map[quotaId:GenerateRequestsPerMinutePerProjectPerModel-FreeTier]]] map[@type:type.googleapis.com/google.rpc.RetryInfo retryDelay:7s]]", 7 * time.Second},
		{"Error 503, Message: The model is overloaded., Status: UNAVAILABLE, Details: [map[@type:type.googleapis.com/google.rpc.RetryInfo retryDelay:12.5s]]", 12500 * time.Millisecond},
	}
	for _, c := range cases {
		r := Classify(Input{Protocol: "go", Message: c.msg})
		if r.Kind != transient || !r.HasRetryAfter || r.RetryAfter < c.want {
			t.Errorf("%q: got %v retry %v (has %v), want transient >= %v", c.msg, r.Kind, r.RetryAfter, r.HasRetryAfter, c.want)
		}
	}
	// Near miss: a retryDelay word with no count after it gives no wait.
	if r := Classify(Input{Protocol: "go", Message: "Error 503, Message: backend unavailable, Status: UNAVAILABLE, Details: [map[retryDelay:]]"}); r.HasRetryAfter {
		t.Errorf("empty retryDelay: got a wait %v", r.RetryAfter)
	}
}
