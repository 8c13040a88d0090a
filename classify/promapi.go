package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

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

// promtoolQueryError is promtool query's prefix before the client's error
// (cmd/promtool query.go: "query error:", then err), exit status 1.
const promtoolQueryError = "query error: "

// promqlMatchingMark opens the PromQL engine's vector-matching errors
// (promql/engine.go VectorBinop): one side of a binary operation has
// several series for a match group. The query's matching clause (on,
// ignoring, group_left, group_right) is to repair: invalid, under the
// API's 422 as under promtool's and client_golang's renderings.
const promqlMatchingMark = "multiple matches for labels: "

// promAgentMode reports a Prometheus server in agent mode refusing what
// only a full server does ("unavailable with Prometheus Agent", under 422
// execution for a query, rules or alerts; web/api/v1 api.go): the agent
// stores nothing to query and evaluates no rules. No argument changes
// that; the plan must ask the server it forwards to: premise.
// https://prometheus.io/docs/prometheus/latest/feature_flags/#prometheus-agent
func promAgentMode(t string) bool {
	return strings.Contains(t, "unavailable with Prometheus Agent")
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

// promTargetDown reads a Prometheus /api/v1/targets success whose target is
// down: the 200 envelope holds "health":"down" and the scrape's
// "lastError" (set 1662, captured live against Prometheus 2.42.0). The
// scrape failed, and the envelope's own words ("scrapeTimeout",
// "__scrape_timeout__") are not the failure's: the lastError is. The
// scrape loop's own refusals of what the target sent are standing, met
// again at every interval until the target or the job changes: a body
// that is not an exposition format (the text and OpenMetrics parsers'
// "is not a valid start token", "expected a valid start token", "data
// does not end with # EOF"), and the job's limits (sample_limit "sample
// limit exceeded", label_limit "label_limit exceeded", body_size_limit
// "body size limit exceeded", "histogram bucket limit exceeded"):
// premise. Any other lastError (connection refused, a deadline, the
// target's own 500, EOF, an unknown host) is read as the Go error it is.
// https://prometheus.io/docs/prometheus/latest/querying/api/#targets
// https://prometheus.io/docs/prometheus/latest/configuration/configuration/#scrape_config
func promTargetDown(b string) (Result, bool) {
	if !strings.Contains(b, `"health":"down"`) || !strings.HasPrefix(b, `{"status":"success","data":{"activeTargets":[`) {
		return Result{}, false
	}
	// The first non-empty lastError: a healthy target's is "".
	var le string
	for r := b; ; {
		i := strings.Index(r, `"lastError":"`)
		if i < 0 {
			break
		}
		start := i + len(`"lastError":`)
		end := skipValue(r, start) // just past the closing quote
		if end-start > 2 && r[end-1] == '"' {
			le = r[start+1 : end-1]
			break
		}
		r = r[end:]
	}
	if le == "" {
		return Result{}, false
	}
	if hasAny(le, "valid start token", "data does not end with # eof", "sample limit exceeded", "label_limit exceeded", "body size limit exceeded", "bucket limit exceeded") {
		return Result{Kind: premise, Reason: "a Prometheus target is down because the scrape refuses what it sends (not an exposition format, or over the job's sample, label or body limit): the same scrape fails at every interval; fix the target or the job"}, true
	}
	le = strings.ReplaceAll(le, `\"`, `"`)
	w := Classify(Input{Protocol: "go", Message: le})
	if w.Kind == rung.KindUnknown {
		return Result{Kind: transient, Reason: "a Prometheus target is down (" + le + "): the scrape is retried at every interval"}, true
	}
	w.Reason = "a Prometheus target is down; its lastError: " + w.Reason
	return w, true
}
