package classify

import (
	"testing"
)

// TestIndependentCases304 runs held-out set 304: an e-commerce merchandising agent's day (catalog,
// prices and stock in PostgreSQL 15 via pgx v5 with constraints and triggers, a search cache in
// modernc.org/sqlite, a storefront and image server behind nginx 1.22, Go's net/http and os, the MCP
// reference servers through the go-sdk, mcp-go and TypeScript clients, and openai-go and
// anthropic-sdk-go against httptest servers sending the vendors' documented bodies); captured live,
// labelled blind.
// First run at c4dec8d: 34/35 overall, 24/25 tricky.
//
// i304-mcp-fs-edit-no-match passes since the revised edit ruling (premise; generic.go editMismatchReason).
// Tolerated: i304-sqlite-readonly-conn: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases304(t *testing.T) {
	runIndependent(t, "testdata/independent304.jsonl", true, "i304-sqlite-readonly-conn")
}
