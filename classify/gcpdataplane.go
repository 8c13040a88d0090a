package classify

import "strings"

// bigQueryWorkCap reads BigQuery's job execution-time cap, "Operation timed
// out after 6.0 hours. Consider reducing the amount of work performed by
// your operation so that it can complete within this limit." (errorResult
// reason timeout; the 6-hour query and script limit, or the job's own
// jobTimeoutMs), in the Go client's {Location; Message; Reason} rendering,
// the Python client's "400 ..." and the REST body alike (sets 1227, 1794).
// The service's own advice is to make the job smaller: the same job meets
// the same limit on a rerun, so repair it (invalid), as a test runner's
// fixed limit (the lead after set 1340). A timeout without that advice
// keeps the timeout's reading.
func bigQueryWorkCap(msg string) (Result, bool) {
	if !strings.Contains(msg, "reducing the amount of work performed by your operation") {
		return Result{}, false
	}
	return Result{Kind: invalid, Reason: "bigquery: the job ran into its execution-time limit and the service asks for less work per job: split or narrow the job (or raise its own timeout)"}, true
}

// spannerRequestShape reports Spanner's descriptions of a malformed request
// that it sends under FAILED_PRECONDITION (set 1794): a key with the wrong
// number of parts ("Wrong number of key parts for Albums. Expected 2 key
// parts, found 1"), a value that does not parse as its column's type
// ("Could not parse x as an integer", "... as a TIMESTAMP", "... as
// BYTES"), a read timestamp older than the versions Spanner keeps
// ("Read-only transaction timestamp ... has exceeded the maximum timestamp
// staleness"). The database is as the plan believes; the call's key, value
// or bound is wrong (the emulator's common/errors.cc: these "should return
// kInvalidArgument"). The data-state refusals under the same code (a NOT
// NULL added over NULL rows, child rows blocking a delete) stay premise.
func spannerRequestShape(text string) bool {
	if hasAny(text, "wrong number of key parts", "maximum timestamp staleness") {
		return true
	}
	if i := indexFold(text, "could not parse "); i >= 0 {
		return hasAny(text[i:], " as an integer", " as a float64", " as a numeric", " as a json", " as a timestamp", " as a date", " as bytes")
	}
	return false
}
