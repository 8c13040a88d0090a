package classify

import "strings"

// promapi.go: the Prometheus HTTP API and its Pushgateway as a Go client
// (github.com/prometheus/client_golang) reports them (set 1530, captured
// live against Prometheus 2.42.0 and Pushgateway 1.5.1).

// promClientErrorStatus reads client_golang's api/prometheus/v1 rendering
// of the API's error envelope, "<errorType>: <error>" (api.go Error.Error),
// which drops the status. The client keeps the envelope only for the two
// statuses the API documents with one ("400 Bad Request when parameters
// are missing or incorrect", errorType bad_data; "422 Unprocessable Entity
// when an expression can't be executed", errorType execution), so the
// prefix gives the status back and the HTTP chain reads the error as the
// raw envelope is read: Mimir's blocked query stays denied, a bad timeout
// parameter stays a wrong argument, not a wait.
// https://prometheus.io/docs/prometheus/latest/querying/api/#format-overview
func promClientErrorStatus(msg string) (int, string) {
	switch {
	case strings.HasPrefix(msg, "bad_data: "):
		return 400, "bad_data"
	case strings.HasPrefix(msg, "execution: "):
		return 422, "execution"
	}
	return 0, ""
}

// pushgatewayTypeClash reports the Pushgateway's consistency check refusing
// a push because a metric of the same name is already held, by another
// group, with another type: `pushed metrics are invalid or inconsistent
// with existing metrics: collected metric "x" {...} is not a GAUGE` (the
// registry's "is not a <TYPE>", checked across every group the gateway
// holds). The body is well-formed alone; the name is taken by what the
// world holds: premise (rename, or delete the other group). The same
// prefix over the push's own faults (a timestamp, one series twice in
// the body, help or label text) stays the request's.
// https://github.com/prometheus/pushgateway#about-metric-inconsistencies
func pushgatewayTypeClash(t string) bool {
	i := strings.Index(t, "inconsistent with existing metrics: collected metric ")
	if i < 0 {
		return false
	}
	r := t[i:]
	for _, typ := range [...]string{"} is not a COUNTER", "} is not a GAUGE", "} is not a UNTYPED", "} is not a SUMMARY", "} is not a HISTOGRAM", "} is not a GAUGE_HISTOGRAM"} {
		if strings.Contains(r, typ) {
			return true
		}
	}
	return false
}

const pushgatewayTypeClashReason = "the Pushgateway holds a metric of that name with another type in another group: the name the push assumed free is taken; rename the metric or delete the other group"

// promEmptySuccess reports a Prometheus API success envelope whose data
// holds nothing: every member of "data" is an empty list or object
// (targets {"activeTargets":[],"droppedTargets":[]}, rules {"groups":[]},
// alerts {"alerts":[]}, alertmanagers, an empty metadata map). The call
// worked and answered nothing, which the caller cannot tell from a filter
// that matched nothing or a state value the server silently ignored
// (/api/v1/targets?state=broken lists no targets): ambiguous, as an empty
// query result is. One member with content makes it an answer.
func promEmptySuccess(b string) bool {
	const head = `{"status":"success","data":{`
	if !strings.HasPrefix(b, head) {
		return false
	}
	r := b[len(head):]
	if strings.HasPrefix(r, "}") {
		return true
	}
	for {
		// a member: "name":[] or "name":{}
		if len(r) == 0 || r[0] != '"' {
			return false
		}
		j := strings.IndexByte(r[1:], '"')
		if j < 0 {
			return false
		}
		r = r[j+2:]
		if !strings.HasPrefix(r, ":[]") && !strings.HasPrefix(r, ":{}") {
			return false
		}
		r = r[3:]
		switch {
		case strings.HasPrefix(r, ","):
			r = r[1:]
		case strings.HasPrefix(r, "}"):
			return true
		default:
			return false
		}
	}
}

// promExecDeadline reports a Prometheus API execution error (errorType
// execution, 422) whose cause is the server's own query deadline: the
// engine evaluates under a context bounded by --query.timeout (and the
// request's timeout parameter), and a deadline met while selecting series
// surfaces as "expanding series: context deadline exceeded" under
// execution, not under errorType timeout (captured live, Prometheus 2.42.0
// with --query.timeout=1ms; the same query passed on the next try). Time
// is the variable, as for errorType timeout: transient. Execution errors
// about the expression itself (many-to-many matching, a labelset twice,
// the sample limit) keep the request's reading.
func promExecDeadline(c *ctx) bool {
	if c.code != "execution" && !strings.Contains(c.body, `"errorType":"execution"`) {
		return false
	}
	return strings.Contains(c.text, "context deadline exceeded")
}

const promExecDeadlineReason = "a Prometheus execution error caused by the server's own query deadline (context deadline exceeded while evaluating): retry, or narrow the query if it keeps timing out"
