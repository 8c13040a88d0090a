package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e046334: 29/34 overall, 12/17 tricky.
// Tolerated: i740-prom-admin-disabled: denied vs transient (docs/taxonomy.md 502/503 row: a 503 is transient unless its body names a quota, a platform or a switched-off feature with the way to enable it, set 233 switchedOffFeature): (c) my label is contestable, since the taxonomy reads a feature the server switched off as premise, not denied; the bare "admin APIs disabled" names no way out, so the 503 reading stands pending review.
// Tolerated: i740-loki-timeout: invalid vs transient (docs/taxonomy.md "Failure kinds" note: a timeout, 504 included, is transient with timeout set, and persistent timeouts fall to repair): (b) Loki's text advises a narrower query, while the ruling retries once and repairs if it persists; both readings hold.
// Tolerated: i740-az-table-missing: premise vs invalid (the 400 BadArgumentError reading, and taxonomy set 394's unknown name the call gives reads invalid): (c) my label assumed a missing table, but Kusto's SEM0100 says "table or column expression", so the text cannot tell a missing table from a typo.
// TestIndependentCases740 runs held-out set 740: observability query APIs (Prometheus, Loki, Tempo, Mimir, Thanos, Datadog, CloudWatch Logs Insights, Azure Monitor, Splunk), labelled blind.
func TestIndependentCases740(t *testing.T) {
	runIndependent(t, "testdata/independent740.jsonl", true, "i740-prom-admin-disabled", "i740-loki-timeout", "i740-az-table-missing")
}

// TestGeneralise740 checks the administrator-block class (generic.go
// deniedWords, set 740): a request an administrator's policy refuses is
// denied whatever the status.
func TestGeneralise740(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Mimir err-mimir-query-blocked (range query)", protocol: "http", status: 400, code: "bad_data", msg: `{"status":"error","errorType":"bad_data","error":"the request has been blocked by the cluster administrator (err-mimir-query-blocked)"}`, want: rung.KindDenied},
		{name: "Chrome ERR_BLOCKED_BY_ADMINISTRATOR", msg: "net::ERR_BLOCKED_BY_ADMINISTRATOR: this page has been blocked by your administrator", want: rung.KindDenied},
		{name: "Google Workspace third-party app access", protocol: "http", status: 400, msg: "Access blocked: w740-reporter is blocked by your administrator. This app has not been approved for use in your organization.", want: rung.KindDenied},
		{name: "Microsoft Teams app policy", protocol: "http", status: 403, msg: "This app has been blocked by an administrator in your organization.", want: rung.KindDenied},
		{name: "Chrome extension policy (ExtensionInstallBlocklist)", msg: "This extension has been blocked by your administrator.", want: rung.KindDenied},
		// The truncated-result class (wording.go partialWords, set 740).
		{name: "Azure Data Explorer Kusto.Data partial query failure", msg: "Query execution has resulted in error (0x80DA0003): Partial query failure: Low memory condition (E_LOW_MEMORY_CONDITION).", want: rung.KindAmbiguous},
		{name: "Kusto result set data size limit", protocol: "http", status: 200, msg: "Query result set has exceeded the internal data size limit 67108864 (E_QUERY_RESULT_SET_TOO_LARGE; see https://aka.ms/kustoquerylimits)", want: rung.KindAmbiguous},
		{name: "Azure Monitor Logs query API PartialError", protocol: "http", status: 200, msg: `{"error":{"code":"PartialError","message":"There were some errors when processing your query.","details":[{"code":"EngineError","message":"Query execution has exceeded the allowed limits"}]}}`, want: rung.KindAmbiguous},
		{name: "Kusto.Data KustoServicePartialQueryFailureLowMemoryConditionException", msg: "Kusto.Data.Exceptions.KustoServicePartialQueryFailureLowMemoryConditionException: Partial query failure: Low memory condition (E_LOW_MEMORY_CONDITION)", want: rung.KindAmbiguous},
		{name: "near miss: Kusto syntax error", protocol: "http", status: 400, code: "BadArgumentError", msg: `{"error":{"message":"The request had some invalid properties","code":"BadArgumentError","innererror":{"code":"SyntaxError","message":"A recognition error occurred in the query."}}}`, want: rung.KindInvalid},
		// Near misses: an account the provider blocked stays premise, and a
		// robots.txt block stays denied by its own rule; an account an
		// administrator blocked is the holder's state (set 395).
		{name: "near miss: Bedrock content filter block", protocol: "aws", status: 400, code: "ValidationException", msg: "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 400, RequestID: 7400, ValidationException: This request has been blocked by our content filters.", want: rung.KindInvalid},
		{name: "near miss: account blocked by the administrator", msg: "error: your account has been blocked by the administrator", want: rung.KindPremise},
		{name: "near miss: AWS account blocked", protocol: "aws", status: 400, code: "Blocked", msg: "The account is currently blocked", want: rung.KindPremise},
		{name: "near miss: blocked by content filtering", msg: "The response was blocked by content filtering", want: rung.KindAmbiguous},
		{name: "near miss: request blocked waiting on a lock", protocol: "postgres", code: "55P03", msg: "canceling statement due to lock timeout", want: rung.KindTransient},
	})
}
