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
	for _, key := range [...]string{"state", "currentState"} {
		v := jsonString(b, key)
		i := strings.Index(v, "_STATE_")
		if i <= 0 {
			continue
		}
		switch v[i+len("_STATE_"):] {
		case "EXPIRED":
			return Result{Kind: transient, Code: v, Reason: "google: the job expired before it finished: submit it again"}, true
		case "PARTIALLY_SUCCEEDED":
			return Result{Kind: ambiguous, Code: v, Reason: "google: the job partially succeeded: some results are missing"}, true
		case "CANCELLED", "CANCELED":
			return Result{Kind: premise, Code: v, Reason: "google: the job was cancelled: decide again whether it is still wanted"}, true
		}
	}
	return Result{}, false
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
