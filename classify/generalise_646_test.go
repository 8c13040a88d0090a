package classify

import "testing"

// TestIndependentCases646 runs held-out set 646: observability and incident tools (Datadog, PagerDuty, Grafana/Loki/Mimir, Sentry, New Relic, Opsgenie, Honeycomb, Elastic APM, Splunk HEC), labelled blind.
func TestIndependentCases646(t *testing.T) {
	runIndependent(t, "testdata/independent646.jsonl", false)
}
