package classify

import "testing"

// First run at f3ed3973: 25/34 overall, 8/16 tricky.
func TestIndependentCases1530(t *testing.T) {
	runIndependent(t, "testdata/independent1530.jsonl", true)
}

// TestGeneralise1530PromClientErrorType: client_golang's api/prometheus/v1
// renders the API's error envelope as "<errorType>: <error>" and drops the
// status; it keeps the envelope only for bad_data (400, "parameters are
// missing or incorrect") and execution (422), so the prefix gives the
// status back and the text reads as the raw envelope does (promapi.go;
// prometheus.io/docs/prometheus/latest/querying/api/#format-overview).
// A deadline met inside the execution is the server's --query.timeout, a
// wait, in both renderings. Near misses: other prefixes, the plain Go
// deadline, Mimir's blocked query (denied under bad_data).
func TestGeneralise1530PromClientErrorType(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bad_data resolution cap", "go", 0, "", "bad_data: exceeded maximum resolution of 11,000 points per timeseries. Try decreasing the query resolution (?step=XX)", invalid},
		{"bad_data timeout parameter", "go", 0, "", `bad_data: invalid parameter "timeout": cannot parse "250µs" to a valid duration`, invalid},
		{"bad_data timeout parameter, no protocol", "", 0, "", `bad_data: invalid parameter "timeout": cannot parse "soon" to a valid duration`, invalid},
		{"bad_data query time range limit", "go", 0, "", "bad_data: the query time range exceeds the limit (query length: 2160h0m0s, limit: 720h0m0s)", invalid},
		{"execution sample limit", "go", 0, "", "execution: query processing would load too many samples into memory in query execution", invalid},
		{"execution deadline (go)", "go", 0, "", "execution: expanding series: context deadline exceeded", transient},
		{"execution deadline (raw envelope)", "http", 422, "", `{"status":"error","errorType":"execution","error":"expanding series: context deadline exceeded"}`, transient},
		{"execution deadline (code given)", "http", 422, "execution", `expanding series: context deadline exceeded`, transient},
		{"near: mimir blocked under bad_data", "go", 0, "", "bad_data: the request has been blocked by the cluster administrator (err-mimir-query-blocked)", denied},
		{"near: execution many-to-many", "go", 0, "", "execution: many-to-many matching not allowed: matching labels must be unique on one side", invalid},
		{"near: plain client deadline", "go", 0, "", `Post "http://prom:9090/api/v1/query": context deadline exceeded`, transient},
		{"near: other prefix", "go", 0, "", "bad_data_file: x", unk},
		{"near: 422 deadline without the envelope", "http", 422, "", `{"error":"validation failed: field deadline exceeded maximum"}`, invalid},
	})
}

// TestGeneralise1530PushgatewayTypeClash: the Pushgateway checks a push
// against every group it holds; "pushed metrics are invalid or inconsistent
// with existing metrics: collected metric ... is not a <TYPE>" is a metric
// of the same name held by another group with another type: the name the
// push assumed free is taken (premise: rename, or delete the other group).
// The same prefix over the push's own faults stays invalid (promapi.go;
// github.com/prometheus/pushgateway README, "About metric inconsistencies").
func TestGeneralise1530PushgatewayTypeClash(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"raw 400 counter", "http", 400, "", "pushed metrics are invalid or inconsistent with existing metrics: collected metric \"runs\" { label:<name:\"instance\" value:\"\" > label:<name:\"job\" value:\"a\" > untyped:<value:3 > } is not a COUNTER\n", premise},
		{"push client rendering histogram", "go", 0, "", "unexpected status code 400 while pushing to http://pgw:9091/metrics/job/b: pushed metrics are invalid or inconsistent with existing metrics: collected metric \"lat\" { label:<name:\"job\" value:\"b\" > gauge:<value:1 > } is not a HISTOGRAM\n", premise},
		{"PUT summary", "http", 400, "", "pushed metrics are invalid or inconsistent with existing metrics: collected metric \"d\" { label:<name:\"job\" value:\"c\" > counter:<value:1 > } is not a SUMMARY", premise},
		{"near: timestamps", "http", 400, "", "pushed metrics are invalid or inconsistent with existing metrics: pushed metrics must not have timestamps\n", invalid},
		{"near: one series twice in the body", "http", 400, "", "pushed metrics are invalid or inconsistent with existing metrics: collected metric \"d\" { label:<name:\"job\" value:\"c\" > untyped:<value:2 > } was collected before with the same name and label values\n", invalid},
		{"near: help mismatch", "http", 400, "", "pushed metrics are invalid or inconsistent with existing metrics: collected metric foo label:<name:\"job\" value:\"a\" > gauge:<value:1 >  has help \"a\" but should have \"b\"\n", invalid},
	})
}

// TestGeneralise1530ClientGolangOwnRefusals: client_golang refuses the
// program's own pushes and collectors before anything is sent: push's
// "already contains a job label" / "already contains grouping label X"
// (the grouping key owns those labels), "grouping label has invalid name",
// push.New's "job name is empty", and Gather's consistency errors about the
// program's collectors (a series twice, inconsistent label dimensions, a
// label twice). "already contains" and "collected before" are about the
// caller's payload, not the world: invalid (wording.go lifecycleWords,
// sdkparam.go emptyNameArg; client_golang prometheus/push/push.go and
// registry.go). Near misses: the registry's AlreadyRegisteredError stays
// conflict, a store that holds an entry, a full container, an empty
// repository and a user name keep their readings.
func TestGeneralise1530ClientGolangOwnRefusals(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"job label", "go", 0, "", `pushed metric last_run (label:{name:"job" value:"x"} gauge:{value:1}) already contains a job label`, invalid},
		{"grouping label", "go", 0, "", `pushed metric up (label:{name:"zone" value:"b"} gauge:{value:1}) already contains grouping label zone`, invalid},
		{"grouping label name", "go", 0, "", "grouping label has invalid name: 1bad", invalid},
		{"job empty", "go", 0, "", "job name is empty", invalid},
		{"bucket empty", "", 0, "", "bucket name is empty", invalid},
		{"topic id empty", "go", 0, "", "topic id is empty", invalid},
		{"gather twice", "go", 0, "", "2 error(s) occurred:\n* collected metric \"go_goroutines\" { gauge:{value:9}} was collected before with the same name and label values\n* collected metric \"go_threads\" { gauge:{value:6}} was collected before with the same name and label values", invalid},
		{"gather label dimensions", "go", 0, "", `gathered metrics: collected metric "x" { label:{name:"a" value:"1"} gauge:{value:1}} has label dimensions inconsistent with previously collected metrics in the same metric family`, invalid},
		{"gather label twice", "go", 0, "", `collected metric "x" { label:{name:"a" value:"1"} label:{name:"a" value:"2"} gauge:{value:1}} has two or more labels with the same name: a`, invalid},
		{"near: already registered", "go", 0, "", "duplicate metrics collector registration attempted", conflict},
		{"near: surreal index holds", "", 0, "", "Database index `email` already contains 'a@b.c', with record `user:x`", conflict},
		{"near: folder full", "http", 403, "", "The folder already contains the maximum number of files.", premise},
		{"near: empty repository", "", 0, "", "remote repository is empty", premise},
		{"near: etcd user name", "grpc", 0, "InvalidArgument", "etcdserver: user name is empty", denied},
		{"near: bare user name", "", 0, "", "user name is empty", unk},
	})
}

// TestGeneralise1530PromEmptySuccess: a Prometheus API success envelope
// whose data holds only empty lists or objects (targets, rules, alerts,
// alertmanagers, metadata) answered nothing, which the caller cannot tell
// from a filter the server silently ignored (/api/v1/targets?state=broken):
// ambiguous, as an empty query result is (promapi.go; captured live,
// Prometheus 2.42.0). One member with content, or an error status, is not
// this shape.
func TestGeneralise1530PromEmptySuccess(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"targets", "http", 200, "", `{"status":"success","data":{"activeTargets":[],"droppedTargets":[]}}`, ambiguous},
		{"rules", "http", 200, "", `{"status":"success","data":{"groups":[]}}`, ambiguous},
		{"alerts", "http", 200, "", `{"status":"success","data":{"alerts":[]}}`, ambiguous},
		{"alertmanagers", "http", 200, "", `{"status":"success","data":{"activeAlertmanagers":[],"droppedAlertmanagers":[]}}`, ambiguous},
		{"metadata", "http", 200, "", `{"status":"success","data":{}}`, ambiguous},
		{"near: a target listed", "http", 200, "", `{"status":"success","data":{"activeTargets":[{"health":"up"}],"droppedTargets":[]}}`, unk},
		{"near: error status", "http", 200, "", `{"status":"error","data":{"groups":[]}}`, unk},
	})
}
