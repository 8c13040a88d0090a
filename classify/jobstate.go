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
