package classify

import "testing"

// TestIndependentCases780 runs held-out set 780: telemetry ingestion failures (OpenTelemetry exporters and Collector, Prometheus remote write/Mimir, Loki, Tempo, Datadog, Sentry, Honeycomb, New Relic), labelled blind.
func TestIndependentCases780(t *testing.T) {
	runIndependent(t, "testdata/independent780.jsonl", false)
}
