package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1662-tsdb-locked: transient vs premise (ruling): "a lock another live process holds now ... transient" (taxonomy, set 612; EAGAIN alone stays transient, set 1443); a Prometheus server holds its data directory's lock for as long as it runs, which the label reads as premise.
// Tolerated: i1662-tsdb-list-empty: unknown vs ambiguous (one-off): promtool tsdb list's bare column header at exit 0 (no blocks); no table reader knows a space-aligned header without a rule line or a row count, and a rule for one tool's header would be a one-line fit.
// First run at 5a5b00dc: 24/34 overall, 10/18 tricky.
func TestIndependentCases1662(t *testing.T) {
	runIndependent(t, "testdata/independent1662.jsonl", true, "i1662-tsdb-locked", "i1662-tsdb-list-empty")
}

// TestGeneralise1662PromTargetDown: a Prometheus /api/v1/targets success
// whose target is down is read by its lastError, not by the envelope's
// "scrapeTimeout" (promapi.go promTargetDown; captured live, Prometheus
// 2.42.0). The scrape's refusals of what the target sends (a body in no
// exposition format, the job's sample, label and body limits) are
// premise; other errors read as the Go error. Near misses: a down target
// refused, timed out or answering 500 or 503 (transient), and one whose
// host does not resolve (premise, as the Go error).
func TestGeneralise1662PromTargetDown(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openmetrics start token", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"\\\\\\\"INVALID\\\\\\\" is not a valid start token\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
		{"text format start token", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"expected a valid start token, got \\\\\\\"<\\\\\\\" (\\\\\\\"INVALID\\\\\\\") while parsing: \\\\\\\"<\\\\\\\"\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
		{"sample limit", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"sample limit exceeded\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
		{"label limit", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"label_limit exceeded (metric: node_cpu_seconds_total, number of labels: 31, limit: 30)\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
		{"body size limit", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"body size limit exceeded\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
		{"openmetrics no EOF", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"data does not end with # EOF\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
		// Near misses.
		{"refused", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"Get \\\\\\\"http://127.0.0.1:9100/metrics\\\\\\\": dial tcp 127.0.0.1:9100: connect: connection refused\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindTransient},
		{"deadline", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"Get \\\\\\\"http://127.0.0.1:9100/metrics\\\\\\\": context deadline exceeded\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindTransient},
		{"target 500", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"server returned HTTP status 500 Internal Server Error\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindTransient},
		{"target 503", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"server returned HTTP status 503 Service Unavailable\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindTransient},
		{"unknown host", "http", 200, "", "{\"status\":\"success\",\"data\":{\"activeTargets\":[{\"discoveredLabels\":{\"__address__\":\"127.0.0.1:36204\",\"__metrics_path__\":\"/metrics\",\"__scheme__\":\"http\",\"__scrape_interval__\":\"5s\",\"__scrape_timeout__\":\"2s\",\"job\":\"html\"},\"labels\":{\"instance\":\"127.0.0.1:36204\",\"job\":\"html\"},\"scrapePool\":\"html\",\"scrapeUrl\":\"http://127.0.0.1:36204/metrics\",\"globalUrl\":\"http://vm:36204/metrics\",\"lastError\":\"Get \\\\\\\"http://node1.example.invalid:9100/metrics\\\\\\\": dial tcp: lookup node1.example.invalid on 10.0.0.2:53: no such host\",\"lastScrape\":\"2026-12-07T11:26:11.246724897Z\",\"lastScrapeDuration\":0.003270245,\"health\":\"down\",\"scrapeInterval\":\"5s\",\"scrapeTimeout\":\"2s\"}],\"droppedTargets\":[]}}", rung.KindPremise},
	})
}

// TestGeneralise1662PromtoolQueryError: promtool query's "query error: "
// before client_golang's "bad_data: " or "execution: " rendering reads as
// the API envelope under its status (classify.go, promapi.go
// promtoolQueryError; captured live, promtool 2.42.0). Near misses: the
// server's timeout and a refused port under the same prefix.
func TestGeneralise1662PromtoolQueryError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max resolution", "exec", 1, "1", "query error: bad_data: exceeded maximum resolution of 11,000 points per timeseries. Try decreasing the query resolution (?step=XX)\nexit status 1", rung.KindInvalid},
		{"parse error", "exec", 1, "1", "query error: bad_data: invalid parameter \"query\": 1:18: parse error: unexpected <by> in aggregation\nexit status 1", rung.KindInvalid},
		{"label_replace regex", "exec", 1, "1", "query error: execution: invalid regular expression in label_replace(): (\nexit status 1", rung.KindInvalid},
		{"too many samples", "exec", 1, "1", "query error: execution: query processing would load too many samples into memory in query execution\nexit status 1", rung.KindInvalid},
		// Near misses.
		{"server timeout", "exec", 1, "1", "query error: server_error: server error: 503 (detail: {\"status\":\"error\",\"errorType\":\"timeout\",\"error\":\"query timed out in expression evaluation\"})\nexit status 1", rung.KindTransient},
		{"server down", "exec", 1, "1", "query error: Post \"http://127.0.0.1:36207/api/v1/query\": dial tcp 127.0.0.1:36207: connect: connection refused\nexit status 1", rung.KindTransient},
	})
}

// TestGeneralise1662PromQLVectorMatching: the PromQL engine's "multiple
// matches for labels: ..." errors are the query's matching clause to
// repair, not a lookup that matched several (serverquotes.go
// severalMatches, promapi.go promqlMatchingMark; promql/engine.go). Near
// misses: a lookup's "multiple matches" under 422 and 404 stays ambiguous.
func TestGeneralise1662PromQLVectorMatching(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"many-to-one api", "http", 422, "execution", `{"status":"error","errorType":"execution","error":"multiple matches for labels: many-to-one matching must be explicit (group_left/group_right)"}`, rung.KindInvalid},
		{"grouping labels api", "http", 422, "execution", `{"status":"error","errorType":"execution","error":"multiple matches for labels: grouping labels must ensure unique matches"}`, rung.KindInvalid},
		{"many-to-one promtool", "exec", 1, "1", "query error: execution: multiple matches for labels: many-to-one matching must be explicit (group_left/group_right)\nexit status 1", rung.KindInvalid},
		{"many-to-one client_golang", "go", 0, "", "execution: multiple matches for labels: many-to-one matching must be explicit (group_left/group_right)", rung.KindInvalid},
		// Near misses.
		{"lookup 422", "http", 422, "", `{"error":"multiple matches for customer 'Okafor', narrow the query"}`, rung.KindAmbiguous},
		{"lookup 404", "http", 404, "", `{"error":"multiple matches for customer 'Okafor', narrow the query"}`, rung.KindAmbiguous},
	})
}

// TestGeneralise1662PromAgentMode: a Prometheus server in agent mode
// answering "unavailable with Prometheus Agent" (422 execution for a
// query, rules or alerts) is premise: it stores nothing to query
// (promapi.go promAgentMode; captured live, Prometheus 2.42.0). Near
// misses: another execution error stays invalid, a bare 503
// unavailable stays transient.
func TestGeneralise1662PromAgentMode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"query api", "http", 422, "execution", `{"status":"error","errorType":"execution","error":"unavailable with Prometheus Agent"}`, rung.KindPremise},
		{"promtool", "exec", 1, "1", "query error: execution: unavailable with Prometheus Agent\nexit status 1", rung.KindPremise},
		{"client_golang", "go", 0, "", "execution: unavailable with Prometheus Agent", rung.KindPremise},
		// Near misses.
		{"same labelset", "http", 422, "execution", `{"status":"error","errorType":"execution","error":"vector cannot contain metrics with the same labelset"}`, rung.KindInvalid},
		{"bare unavailable", "http", 503, "", "Service Unavailable", rung.KindTransient},
	})
}

// TestGeneralise1662ReloadRefused: a lifecycle /-/reload answering 500
// "failed to reload config: ..." over the config loader's refusal of the
// file is the file to edit (httppreset.go, configtext.go reloadRefusedMark
// and otherConfRefused; captured live, Prometheus 2.42.0). Near misses: a
// reload whose cause is a missing file keeps the errno's reading, and a
// bare 500 stays transient.
func TestGeneralise1662ReloadRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bad duration", "http", 500, "", "failed to reload config: couldn't load configuration (--config.file=\"prometheus.yml\"): parsing YAML file prometheus.yml: not a valid duration string: \"5 seconds\"\n", rung.KindInvalid},
		{"unknown field", "http", 500, "", "failed to reload config: couldn't load configuration (--config.file=\"/etc/prometheus/prometheus.yml\"): parsing YAML file /etc/prometheus/prometheus.yml: yaml: unmarshal errors:\n  line 4: field scrape_intervl not found in type config.plain\n", rung.KindInvalid},
		{"scrape timeout", "http", 500, "", "failed to reload config: couldn't load configuration (--config.file=\"prometheus.yml\"): parsing YAML file prometheus.yml: scrape timeout greater than scrape interval for scrape config with job name \"node\"\n", rung.KindInvalid},
		// Near misses.
		{"bare 500", "http", 500, "", "internal error\n", rung.KindTransient},
	})
}

// TestGeneralise1662PromtoolChecks: promtool's own refusals of the files
// and flags it was given: check rules --lint's "duplicate rule(s) found"
// and query range's "start time is not before end time" (toolwords.go;
// cmd/promtool main.go; captured live, promtool 2.42.0). Near misses: a
// rule file that does not exist stays premise; an API's "already exists"
// stays conflict.
func TestGeneralise1662PromtoolChecks(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lint fatal", "exec", 3, "3", "Checking dup_rules.yml\n  FAILED:\nlint error 1 duplicate rule(s) found.\nMetric: job:up:sum\nLabel(s):\nMight cause inconsistency while recording expressions\n\nexit status 3", rung.KindInvalid},
		{"lint two", "exec", 3, "3", "Checking rules/recording.yml\n  FAILED:\nlint error 2 duplicate rule(s) found.\nMetric: instance:cpu:rate5m\nLabel(s):\n\tteam: infra\nMight cause inconsistency while recording expressions\n\nexit status 3", rung.KindInvalid},
		{"range order", "exec", 1, "1", "start time is not before end time\nexit status 1", rung.KindInvalid},
		// Near misses.
		{"missing rule file", "exec", 1, "1", "Checking prometheus.yml\n  FAILED: \"/etc/prometheus/rules.yml\" does not point to an existing file\n\nexit status 1", rung.KindPremise},
		{"api already exists", "http", 409, "", `{"message":"rule group already exists"}`, rung.KindConflict},
	})
}
