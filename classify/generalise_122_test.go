package classify

import "testing"

// TestIndependentCases122 holds held-out set 122: an everyday mix captured
// live from the software an e-commerce operations agent meets -- PostgreSQL
// 15 through pgx (duplicate order, a refund for a missing order, stock below
// a check constraint, a row lock held by a second session, a serialization
// failure, a statement timeout, no rows), a SQLite price cache through
// modernc, MCP server-filesystem (Go SDK and TypeScript SDK clients) and
// server-memory (raw JSON-RPC), a payments/shipping API behind nginx 1.22
// (429 with Retry-After, 409 problem documents, 422s, 502/504), and
// openai-go and anthropic-sdk-go against httptest servers with the
// documented bodies. 35 lines, 14 tricky, labelled from the software's docs
// before the classifier was run.
//
// First run at HEAD 077eca6: 34/35 overall, tricky 13/14.
//
// Tolerated by id, not fixed this round:
//   - i122-ship-cancel-already-shipped: the classifier said invalid (http
//     422: the request is wrong), the label is premise; class: a 422 (or
//     other validation status) whose problem detail names the resource's
//     current state (already shipped/handed over, no longer cancellable),
//     i.e. a wrong-state precondition rather than a bad field. Not fixed
//     this round.
//
// Tolerated: i122-sqlite-readonly-database: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases122(t *testing.T) {
	// i122-fs-edit-text-not-found: labelled premise, as the revised edit ruling reads it (generic.go).
	runIndependent(t, "testdata/independent122.jsonl", true, "i122-sqlite-readonly-database")
}
