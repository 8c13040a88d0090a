package classify

// Email verification services answer a check with a 200 whose body is the
// verdict, and some verdicts are failures of the step that asked (set
// 1325):
//
//   - ZeroBounce's validate (and validatebatch's items) carry "status" and
//     "sub_status" beside "address": "catch-all" says the domain accepts
//     every address, so the answer cannot say whether this mailbox exists
//     (ambiguous); "unknown" with a sub_status that names a server that
//     deferred or did not answer (greylisted, mail_server_temporary_error,
//     mail_server_did_not_respond, timeout_exceeded, antispam_system,
//     forcible_disconnect, failed_smtp_connection) is a verdict a later try
//     can give (transient).
//   - NeverBounce's v4 jobs/status carries "job_status" beside its
//     "status":"success" envelope and "execution_time": a job still
//     under_review, queued, parsing, running or uploading has no results
//     yet (transient); "failed" is, in its docs' words, "typically ... due
//     to poorly formatted data" (invalid: repair the input and resubmit).
//
// Other statuses (valid, invalid, complete, waiting) are answers, not
// failures, and are left alone.
func emailVerifierVerdict(st, b string) (Result, bool) {
	if hasJSONKey(b, "sub_status") {
		if !hasJSONKey(b, "address") {
			return Result{}, false
		}
		switch st {
		case "catch-all":
			return Result{Kind: ambiguous, Code: st, Reason: "zerobounce: status catch-all: the domain accepts every address, so the check cannot say whether this mailbox exists"}, true
		case "unknown":
			switch jsonString(b, "sub_status") {
			case "greylisted", "mail_server_temporary_error", "mail_server_did_not_respond", "timeout_exceeded", "antispam_system", "forcible_disconnect", "failed_smtp_connection":
				return Result{Kind: transient, Code: st, Reason: "zerobounce: status unknown (" + jsonString(b, "sub_status") + "): the mail server deferred or did not answer: check again later"}, true
			}
		}
		return Result{}, false
	}
	if st == "success" && hasJSONKey(b, "job_status") && hasJSONKey(b, "execution_time") {
		switch js := jsonString(b, "job_status"); js {
		case "under_review", "queued", "parsing", "running", "uploading":
			return Result{Kind: transient, Code: js, Reason: "neverbounce: job_status " + js + ": the job has no results yet: check again later"}, true
		case "failed":
			return Result{Kind: invalid, Code: js, Reason: "neverbounce: job_status failed: the job could not run on the data submitted (typically poorly formatted): repair the input and resubmit"}, true
		}
	}
	return Result{}, false
}

// hasJSONKey reports whether s holds `"key":` at any depth.
func hasJSONKey(s, key string) bool {
	_, _, ok := jsonValue(s, key)
	return ok
}
