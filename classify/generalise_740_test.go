package classify

import "testing"

// TestIndependentCases740 runs held-out set 740: observability query APIs (Prometheus, Loki, Tempo, Mimir, Thanos, Datadog, CloudWatch Logs Insights, Azure Monitor, Splunk), labelled blind.
func TestIndependentCases740(t *testing.T) {
	runIndependent(t, "testdata/independent740.jsonl", false)
}
