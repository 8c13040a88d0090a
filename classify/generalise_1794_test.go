package classify

import "testing"

// First run at 8ea04ce0: 32/36 overall, 13/17 tricky.
// Tolerated: i1794-gcs-create-only-412: premise vs conflict (ruling): Cloud Storage's bare "At least one of the pre-conditions you specified did not hold." with no generation named stays premise by the Cloud Storage 412 safety ruling (taxonomy 412 row); the set read the caller's ifGenerationMatch=0, which the text does not carry.
func TestIndependentCases1794(t *testing.T) {
	runIndependent(t, "testdata/independent1794.jsonl", true, "i1794-gcs-create-only-412")
}

// TestGeneralise1794BigQueryWorkCap: BigQuery's execution-time cap with its
// advice to shrink the job ("Consider reducing the amount of work performed
// by your operation so that it can complete within this limit.", reason
// timeout), in the Go client's, the Python client's and the REST rendering:
// invalid, the same job meets the same cap again. Near misses: timeouts
// without that advice (a BigQuery poll's "Operation timed out", a client's
// "Request timed out after 60 seconds", a 504) keep the timeout's reading.
// Source: cloud.google.com/bigquery/docs/error-messages (timeout),
// cloud.google.com/bigquery/quotas (6-hour query execution limit).
func TestGeneralise1794BigQueryWorkCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go job error 6h", "", 0, "timeout", `{Location: ""; Message: "Operation timed out after 6.0 hours. Consider reducing the amount of work performed by your operation so that it can complete within this limit."; Reason: "timeout"}`, invalid},
		{"python 400", "", 0, "", "400 Operation timed out after 6.0 hours. Consider reducing the amount of work performed by your operation so that it can complete within this limit.", invalid},
		{"job timeout ms", "", 0, "timeout", `{Location: ""; Message: "Operation timed out after 10.0 minutes. Consider reducing the amount of work performed by your operation so that it can complete within this limit."; Reason: "timeout"}`, invalid},
		{"rest body", "http", 400, "timeout", `{"error":{"code":400,"message":"Operation timed out after 6.0 hours. Consider reducing the amount of work performed by your operation so that it can complete within this limit.","errors":[{"message":"Operation timed out after 6.0 hours. Consider reducing the amount of work performed by your operation so that it can complete within this limit.","domain":"global","reason":"timeout"}],"status":"INVALID_ARGUMENT"}}`, invalid},
		{"near: python client timeout", "", 0, "", "Request timed out after 60 seconds.", transient},
		{"near: go deadline", "", 0, "", "Post \"https://bigquery.googleapis.com/bigquery/v2/projects/p/queries\": context deadline exceeded", transient},
		{"near: 504", "http", 504, "", `{"error":{"code":504,"message":"Deadline expired before operation could complete.","status":"DEADLINE_EXCEEDED"}}`, transient},
	})
}

// TestGeneralise1794SpannerRequestShape: Spanner's malformed key, value or
// read bound sent under FAILED_PRECONDITION (wrong number of key parts, a
// value that does not parse as its column's type, a read timestamp past the
// version GC limit): invalid, the call is wrong. Near misses under the same
// code keep premise or transient: a NOT NULL added over NULL rows, child
// rows blocking a delete, a concurrent schema change, a bare "could not
// parse" with no type named. Source: GoogleCloudPlatform/cloud-spanner-
// emulator common/errors.cc; cloud.google.com/spanner/docs/error-codes.
func TestGeneralise1794SpannerRequestShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"key parts", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Wrong number of key parts for Albums. Expected 2 key parts, found 1 key parts. Supplied key: [1]", invalid},
		{"key parts go client", "", 0, "FailedPrecondition", `spanner: code = "FailedPrecondition", desc = "Wrong number of key parts for SingersByName. Expected 1 key parts, found 2 key parts. Supplied key: [\"a\",\"b\"]"`, invalid},
		{"parse integer", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Could not parse abc as an integer", invalid},
		{"parse timestamp", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Could not parse 2026-13-01 as a TIMESTAMP: invalid month. For details on the TIMESTAMP type encoding, see https://cloud.google.com/spanner/docs/data-types#timestamp-type", invalid},
		{"parse bytes", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Could not parse zz!! as BYTES. Byte strings must be base64-encoded.", invalid},
		{"staleness", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Read-only transaction timestamp 2026-01-07T08:00:00+00:00 has exceeded the maximum timestamp staleness", invalid},
		{"near: not null over nulls", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Adding a NOT NULL constraint on a column Singers.Email is not allowed because it has a NULL value at key: {Int64(7)}", premise},
		{"near: child rows", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Delete failed because one or more keys exist within the child table:  Parent Table: Singers  Child Table: Albums  Key: {Int64(1)}", premise},
		{"near: concurrent schema change", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Schema change operation rejected because a concurrent schema change operation or read-write transaction is already in progress.", transient},
		{"near: bare could not parse", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = Could not parse the manifest stored for this pipeline", premise},
	})
}
