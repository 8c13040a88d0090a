package classify

import "testing"

// TestIndependentCases804 runs held-out set 804: documented raw HTTP responses across vendors (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
// First run at 0b7084e: 29/32 overall, 14/16 tricky.
// Fixed later by the lead: i804-openai-rpd (generic.go dailyWindowRefills: a per-day rate limit that names a wait of minutes at most refills continuously, transient).
// Tolerated: i804-http-202-pending: ambiguous vs transient (docs/taxonomy.md HTTP status row "202 Accepted | transient (not ready: ask again)"): the result is not there yet (unusable now) and asking again later is how it arrives; both hold.
// Tolerated: i804-k8s-modified: premise vs transient (the Kubernetes ruling in docs/taxonomy.md, codes.go k8sModifiedReason): a stale resourceVersion is the stale-copy premise elsewhere, while Kubernetes asks to try again and client-go's RetryOnConflict re-reads each time.
func TestIndependentCases804(t *testing.T) {
	runIndependent(t, "testdata/independent804.jsonl", true, "i804-http-202-pending", "i804-k8s-modified")
}
