package classify

import "strings"

// googleJobState reads a Google long-running job or batch resource fetched
// with a 200 (Vertex AI google.cloud.aiplatform.v1.JobState, Dataflow's
// currentState, the Gemini API's BatchState): the job's terminal state is
// the failure, with no error object beside it (set 368).
//
//   - *_STATE_EXPIRED: the job ran or waited past its lifetime (Gemini
//     Batch Mode: "running or pending for more than 48 hours ... You can
//     try submitting the job again"): time, transient.
//   - *_STATE_PARTIALLY_SUCCEEDED: "some results may be missing due to
//     errors": the call worked, the result is incomplete, ambiguous.
//   - *_STATE_CANCELLED: someone stopped it; whether it is still wanted is
//     a decision to make again (as an Anthropic batch's "canceled"): premise.
func googleJobState(c *ctx, b string) (Result, bool) {
	if c.status != 0 && c.status != 200 {
		return Result{}, false
	}
	if r, ok := geminiFileState(b); ok {
		return r, true
	}
	for _, key := range [...]string{"state", "currentState"} {
		if r, ok := googleJobStateValue(jsonString(b, key)); ok {
			return r, true
		}
	}
	return googleJobStateWord(b)
}

// googleJobStateValue reads one JobState or BatchState enum value.
func googleJobStateValue(v string) (Result, bool) {
	i := strings.Index(v, "_STATE_")
	if i <= 0 {
		return Result{}, false
	}
	switch v[i+len("_STATE_"):] {
	case "EXPIRED":
		return Result{Kind: transient, Code: v, Reason: "google: the job expired before it finished: submit it again"}, true
	case "PARTIALLY_SUCCEEDED":
		return Result{Kind: ambiguous, Code: v, Reason: "google: the job partially succeeded: some results are missing"}, true
	case "CANCELLED", "CANCELED":
		return Result{Kind: premise, Code: v, Reason: "google: the job was cancelled: decide again whether it is still wanted"}, true
	}
	return Result{}, false
}

// googleJobStateWord reads the same enum value written in a tool's own
// line rather than in the job's JSON: a poll loop's "Job finished with
// state: JOB_STATE_EXPIRED", Python's enum repr "JobState.JOB_STATE_EXPIRED"
// (google-genai types.JobState), Go's genai.JobState string (set 1770).
// Only the JOB_STATE_ and BATCH_STATE_ prefixes count, and only when the
// text names one such value: a list of states ("terminal states:
// JOB_STATE_SUCCEEDED, JOB_STATE_FAILED, ...") reports no outcome.
func googleJobStateWord(b string) (Result, bool) {
	if strings.Count(b, "_STATE_") != 1 {
		return Result{}, false
	}
	i := strings.Index(b, "_STATE_")
	start := i
	for start > 0 && b[start-1] >= 'A' && b[start-1] <= 'Z' {
		start--
	}
	if p := b[start:i]; p != "JOB" && p != "BATCH" || start > 0 && b[start-1] == '_' {
		return Result{}, false
	}
	end := i + len("_STATE_")
	for end < len(b) && (b[end] >= 'A' && b[end] <= 'Z' || b[end] == '_') {
		end++
	}
	return googleJobStateValue(b[start:end])
}

// operationNotDone reads a 2xx poll of a long-running operation, job or
// query whose own state says it has not finished yet: Cloud SQL's and
// Compute Engine's operations "status": "PENDING" or "RUNNING" (DONE when
// finished), a google.longrunning.Operation's "done": false, Azure's
// Azure-AsyncOperation "status": "InProgress" or "NotStarted", Athena's
// QueryExecution "State": "QUEUED" or "RUNNING", Databricks' statement
// "state": "PENDING", OpenAI's batch "in_progress". The call worked and the
// answer is not there yet: time is the variable, poll again, as a 202 or
// BigQuery's "jobComplete": false (held-out set 847). The record must name
// itself an operation, job, execution, statement or batch: an instance or
// container whose state is "RUNNING" is a resource that runs, not work
// that will end. An export's progress record names itself by its
// progressId (Qualtrics' GET /surveys/{id}/export-responses/{progressId}
// "status": "inProgress", a response file still being made; set 1320).
func operationNotDone(t string) bool {
	if hasAny(t, `"done":false`, `"done": false`) {
		return true
	}
	// Named by a key or a kind, not by a word in a URL: Trino's queued page
	// ("nextUri": ".../v1/statement/queued/...", "state": "QUEUED") is a
	// page of results to follow, which set 429 reads as unknown.
	if !hasAny(t, `operation"`, `"operationtype"`, `operations/`, `execution"`, `"statement_id"`, `job"`, `"job_id"`, `"jobid"`, `"object":"batch"`, `"object": "batch"`, `progressid"`) {
		return false
	}
	for _, key := range [...]string{"status", "state", "Status", "State"} {
		switch strings.ToUpper(strings.ReplaceAll(jsonString(t, key), " ", "_")) {
		case "PENDING", "RUNNING", "QUEUED", "IN_PROGRESS", "INPROGRESS", "NOTSTARTED", "NOT_STARTED", "VALIDATING", "FINALIZING":
			return true
		}
	}
	return false
}

// geminiFileState reads a Gemini API File resource ("name": "files/{id}",
// fetched or returned by an upload with a 200) whose State is not ACTIVE
// (ai.google.dev/api/files#State; set 1402, google.golang.org/genai
// v1.79.1 live). The docs tell the caller to poll files.get until the
// state is ACTIVE before the file is used in a prompt.
//
//   - PROCESSING: the file is not ready yet: time, transient (as a job not
//     done; "The File ... is not in an ACTIVE state" under FAILED_PRECONDITION
//     is the same wait seen from generateContent).
//   - FAILED with the File's error (a google.rpc.Status) coded 3,
//     INVALID_ARGUMENT: the content could not be processed: a different
//     file, invalid, as set 670's media ruling.
//   - FAILED otherwise: the upload worked and the file can never be used,
//     with no cause that points at the input: ambiguous.
func geminiFileState(b string) (Result, bool) {
	if !strings.HasPrefix(jsonString(b, "name"), "files/") {
		return Result{}, false
	}
	switch jsonString(b, "state") {
	case "PROCESSING":
		return Result{Kind: transient, Code: "PROCESSING", Reason: "gemini: the file is still PROCESSING: poll files.get until it is ACTIVE"}, true
	case "FAILED":
		if rpcStatusCode(jsonObject(b, "error")) == 3 {
			return Result{Kind: invalid, Code: "FAILED", Reason: "gemini: the file's processing FAILED with INVALID_ARGUMENT: its content cannot be used; upload a different file"}, true
		}
		return Result{Kind: ambiguous, Code: "FAILED", Reason: "gemini: the upload worked but the file's processing FAILED: the file can never be used"}, true
	}
	return Result{}, false
}

// rpcStatusCode returns the numeric "code" of a google.rpc.Status object's
// text, or -1.
func rpcStatusCode(obj string) int {
	i := strings.Index(obj, `"code"`)
	if i < 0 {
		return -1
	}
	j := skipSpace(obj, i+len(`"code"`))
	if j >= len(obj) || obj[j] != ':' {
		return -1
	}
	j = skipSpace(obj, j+1)
	n, k := 0, j
	for k < len(obj) && obj[k] >= '0' && obj[k] <= '9' && k-j < 4 {
		n = n*10 + int(obj[k]-'0')
		k++
	}
	if k == j {
		return -1
	}
	return n
}
