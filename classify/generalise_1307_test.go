package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at be94a4be: 29/36 overall, 6/12 tricky.
// Six misses were mended by class (per-query memory limit under 500; hourly
// and concurrent quotas under RESOURCE_EXHAUSTED; a daily word in an empty
// JSON key; GA4's empty report); sets 596 and 666 gained a line each.
// Tolerated: i1307-amp-missing-api-key: denied vs invalid (ruling revised): the lead's ruling after set 1697 reads a validator's missing_field naming the API key as the credential absent, denied, as "invalid or missing api_key" (blind labels of a missing key parameter: denied 17, invalid 1).
// Tolerated: i1307-ph-capture-mixed-tokens: denied vs invalid (the 401 row: "401, 407, 511 | denied"): PostHog capture's MultipleTokensError "batch submitted with inconsistent api_key values" is a batch-shape error sent under 401 (split the batch per project key); a one-off wording of one service, no class to state.
func TestIndependentCases1307(t *testing.T) {
	runIndependent(t, "testdata/independent1307.jsonl", true, "i1307-ph-capture-mixed-tokens", "i1307-amp-missing-api-key")
}

// TestGeneralise1307QueryMemory: a query over its per-query memory limit,
// in a query service's own words, is the query's size (invalid), also
// under a 500; the server's memory spent by all queries stays a wait.
func TestGeneralise1307QueryMemory(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"posthog 500", "http", 500, "", `{"type": "server_error", "code": "CHQueryErrorMemoryLimitExceeded", "detail": "Query exceeds memory limits. Try reducing its scope by changing the time range.", "attr": null}`, rung.KindInvalid},
		{"posthog bare", "", 0, "", `Query exceeds memory limits. Try reducing its scope by changing the time range.`, rung.KindInvalid},
		{"cosmos gremlin", "http", 500, "", `Query exceeded memory limit. Bytes Consumed: 2147483650, Max: 2147483648`, rung.KindInvalid},
		{"dgraph", "grpc", 0, "Unknown", `rpc error: code = Unknown desc = Query exceeded memory limit. Please modify the query`, rung.KindInvalid},
		// near misses keep their readings
		{"clickhouse total", "http", 500, "", `Code: 241. DB::Exception: Memory limit (total) exceeded: would use 28.00 GiB, maximum: 27.94 GiB. (MEMORY_LIMIT_EXCEEDED)`, rung.KindTransient},
		{"plain 500", "http", 500, "", `{"type": "server_error", "code": "error", "detail": "A server error occurred.", "attr": null}`, rung.KindTransient},
	})
}

// TestGeneralise1307HourlyAndConcurrentQuota: a quota named by an hourly
// window, or a cap on requests running at once, refills by itself even
// under RESOURCE_EXHAUSTED; a daily quota and a bare resource quota keep
// premise.
func TestGeneralise1307HourlyAndConcurrentQuota(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ga4 project hour", "http", 429, "RESOURCE_EXHAUSTED", `{"error": {"code": 429, "message": "Exhausted property tokens for a project per hour. These quota tokens will return in under an hour.", "status": "RESOURCE_EXHAUSTED"}}`, rung.KindTransient},
		{"ga4 hour grpc", "grpc", 0, "ResourceExhausted", `rpc error: code = ResourceExhausted desc = Exhausted property tokens per hour.`, rung.KindTransient},
		{"hourly quota", "grpc", 0, "RESOURCE_EXHAUSTED", `Hourly quota exceeded for reports on this property.`, rung.KindTransient},
		{"ga4 concurrent", "grpc", 0, "ResourceExhausted", `rpc error: code = ResourceExhausted desc = Exhausted concurrent requests quota.`, rung.KindTransient},
		{"ga4 thresholded", "http", 429, "RESOURCE_EXHAUSTED", `{"error": {"code": 429, "message": "Exhausted potentially thresholded requests quota.", "status": "RESOURCE_EXHAUSTED"}}`, rung.KindTransient},
		// near misses keep their readings
		{"ga4 day", "grpc", 0, "ResourceExhausted", `rpc error: code = ResourceExhausted desc = Exhausted property tokens per day. These quota tokens will return in under 24 hours.`, rung.KindPremise},
		{"cpus quota", "grpc", 0, "RESOURCE_EXHAUSTED", `rpc error: code = ResourceExhausted desc = Quota 'CPUS' exceeded. Limit: 24.0 in region us-central1.`, rung.KindPremise},
		{"neon active endpoints", "http", 402, "", `You have exceeded the limit of concurrently active endpoints. Please suspend some of the endpoints and try again.`, rung.KindPremise},
	})
}

// TestGeneralise1307EmptyQuotaKeys: a period word inside a JSON key whose
// value is empty names a limit nobody went over (Amplitude's 429 lists
// exceeded_daily_quota_users beside throttled_users): the throttle decides.
// A filled daily list, or a daily word in prose, keeps premise.
func TestGeneralise1307EmptyQuotaKeys(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"amplitude throttled", "http", 429, "", `{"code": 429, "error": "Too many requests for some devices and users", "eps_threshold": 1000, "throttled_devices": {"d1": 4000}, "throttled_users": {}, "exceeded_daily_quota_users": {}, "exceeded_daily_quota_devices": {}, "throttled_events": [3]}`, rung.KindTransient},
		{"amplitude throttled compact", "http", 429, "", `{"code":429,"error":"Too many requests for some devices and users","throttled_users":{"u1":1200},"exceeded_daily_quota_users":{},"exceeded_daily_quota_devices":[]}`, rung.KindTransient},
		{"escaped in sdk text", "", 429, "", `amplitude: 429 {\"error\":\"Too many requests for some devices and users\",\"throttled_users\":{\"u1\":1200},\"exceeded_daily_quota_users\":{}}`, rung.KindTransient},
		// near misses keep their readings
		{"amplitude daily filled", "http", 429, "", `{"code": 429, "error": "Too many requests for some devices and users", "throttled_users": {}, "exceeded_daily_quota_users": {"bot@example.com": 500200}, "exceeded_daily_quota_devices": {}}`, rung.KindPremise},
		{"daily prose", "http", 429, "", `{"error": "daily quota exceeded for this project"}`, rung.KindPremise},
	})
}

// TestGeneralise1307EmptyAnalyticsReport: a GA4 Data API report with its
// headers and no rows (the API leaves rows and rowCount out when nothing
// matched) is an empty result; a report with rows is not read.
func TestGeneralise1307EmptyAnalyticsReport(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"runReport empty", "http", 200, "", `{"dimensionHeaders": [{"name": "date"}], "metricHeaders": [{"name": "eventCount", "type": "TYPE_INTEGER"}], "metadata": {"currencyCode": "USD", "timeZone": "Europe/Berlin"}, "kind": "analyticsData#runReport"}`, rung.KindAmbiguous},
		{"realtime empty", "http", 200, "", `{"dimensionHeaders":[{"name":"country"}],"metricHeaders":[{"name":"activeUsers","type":"TYPE_INTEGER"}],"kind":"analyticsData#runRealtimeReport"}`, rung.KindAmbiguous},
		// near misses keep their readings
		{"runReport rows", "http", 200, "", `{"dimensionHeaders":[{"name":"date"}],"metricHeaders":[{"name":"eventCount","type":"TYPE_INTEGER"}],"rows":[{"dimensionValues":[{"value":"20261201"}],"metricValues":[{"value":"12"}]}],"rowCount":1,"kind":"analyticsData#runReport"}`, rung.KindUnknown},
	})
}
