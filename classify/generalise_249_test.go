package classify

import "testing"

// TestIndependentCases249 runs held-out set 249: 35 live failures (11 tricky)
// of a customer-support agent written in Go, captured on this machine from
// PostgreSQL 15 via pgx v5, SQLite via modernc.org/sqlite, nginx 1.22 in
// front of a Go helpdesk API with Zendesk/Freshdesk-shaped errors, Go
// net/http and os, MCP server-memory (go-sdk client) and server-filesystem
// (TypeScript SDK client), openai-go and anthropic-sdk-go against httptest
// servers; each labelled blind from the software's own docs and sources.
// First run at 3f8233b: 34/35 overall, 11/11 tricky. Nothing fixed here:
// the miss is a class (guardsState's "funds" matches inside "refunds", so
// every CHECK on a refunds table reads as a balance), whose fix would turn
// set 165's tolerated line right and so needs its known-miss list changed;
// the tested patch is left to the lead (report 249).
// retry_after_s is null on three lines: the tool's line drops headers.
// Tolerated:
// i249-pg-refund-over-paid: premise vs invalid; "funds" inside the table name "refunds" reads as a balance (postgres.go guardsState), as i165-pg-check-refund-over-paid.
func TestIndependentCases249(t *testing.T) {
	runIndependent(t, "testdata/independent249.jsonl", true,
		"i249-pg-refund-over-paid",
	)
}
