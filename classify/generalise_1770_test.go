package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1770 runs testdata/independent1770.jsonl, 36 failures
// of Google's Gemini API and Vertex AI generative models (REST error bodies,
// the Go and Python genai SDKs' error texts, 200 answers with a block or
// finish reason), written from their docs without reading the classifier.
//
// Tolerated: i1770-model-not-found: invalid vs premise (ruling): NOT_FOUND for a model name is invalid (docs/taxonomy.md NOT_FOUND and 404 rows, set 508); premise only where the text says the model was retired or decommissioned (set 37), which Gemini's "is not found for API version v1beta, or is not supported for generateContent" does not.
// Tolerated: i1770-file-failed: unknown vs premise (ruling): set 1402 reads a Gemini File in state FAILED (no error code) ambiguous, the upload worked and the file can never be used; the line's text is a caller's summary, not the File JSON, so no reader sees it.
// Tolerated: i1770-tos-disabled: premise vs denied (ruling): a 403 whose body says the service was disabled for the account reads the holder's state, premise (the 403 row: disabled, suspended; sets 267, 366, 863).
// Tolerated: i1770-py-rpm-retry-in: premise vs transient (ruling): "You exceeded your current quota" with no per-minute quota named is read as billing (RESOURCE_EXHAUSTED row, generic.go quotaVerdict); Gemini sends a RetryInfo on daily quotas too, so the stated 44s alone does not prove a minute window.
// Tolerated: i1770-go-sdk-html-200: ambiguous vs unknown (ruling): a 2xx HTML page where JSON was due is ambiguous (set 773, fetchbody.go unusable2xx).
// First run at 8b410135: 30/36 overall, 18/22 tricky.
func TestIndependentCases1770(t *testing.T) {
	runIndependent(t, "testdata/independent1770.jsonl", true, "i1770-model-not-found", "i1770-file-failed", "i1770-tos-disabled", "i1770-py-rpm-retry-in", "i1770-go-sdk-html-200")
}

// TestGeneralise1770JobStateWord: a Google JobState or BatchState value
// written in a tool's own line instead of the job's JSON (a poll loop's
// "Job finished with state: JOB_STATE_EXPIRED", google-genai's enum repr
// "JobState.JOB_STATE_CANCELLED", genai Go's JobState string) reads as the
// JSON state does (set 368: EXPIRED transient, PARTIALLY_SUCCEEDED
// ambiguous, CANCELLED premise). Source: ai.google.dev/gemini-api/docs/batch-mode,
// google/cloud/aiplatform/v1/job_state.proto. Near misses: a list of
// several states (a docstring of terminal states), a succeeded job, and
// another API's SEARCH_JOB_STATE_EXPIRED keep no failure reading.
func TestGeneralise1770JobStateWord(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"poll loop expired", "", 0, "", "Job finished with state: JOB_STATE_EXPIRED", rung.KindTransient},
		{"summary expired", "", 0, "", "batch job batches/123 ended in state JOB_STATE_EXPIRED", rung.KindTransient},
		{"python enum cancelled", "", 0, "", "batch ended: JobState.JOB_STATE_CANCELLED", rung.KindPremise},
		{"batch state cancelled", "http", 200, "", "batch batches/abc is BATCH_STATE_CANCELLED", rung.KindPremise},
		{"partial", "", 0, "", "job projects/p/locations/us-central1/batchPredictionJobs/42 finished as JOB_STATE_PARTIALLY_SUCCEEDED", rung.KindAmbiguous},
		{"near: list of states", "", 0, "", "waiting for one of the terminal states JOB_STATE_SUCCEEDED, JOB_STATE_FAILED, JOB_STATE_CANCELLED, JOB_STATE_EXPIRED", rung.KindUnknown},
		{"near: succeeded", "", 0, "", "Job finished with state: JOB_STATE_SUCCEEDED", rung.KindUnknown},
		{"near: other enum", "", 0, "", "search job ended: SEARCH_JOB_STATE_EXPIRED", rung.KindUnknown},
	})
}
