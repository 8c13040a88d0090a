package classify

import (
	"testing"
)

// TestIndependentCases302 runs held-out set 302: travel-booking agent day, captured live, labelled blind.
// First run at f281062: 33/35 overall, 23/25 tricky.
//
// Tolerated: i302-pg-in-failed-transaction: unknown vs premise: docs/taxonomy.md's 25P02 row
// (sets 17, 18, 28, 37, 106, 118, 142, 183, 264, 287, 297) reads it as premise (roll back and
// run the transaction from its start); this set read it as unknown because the text hides the
// earlier failure. The ruling stands.
// Tolerated: i302-go-https-to-http-server: premise vs invalid: docs/taxonomy.md (TLS against a
// plain port row, set 79 row) and sets 21, 95, 105, 107, 109, ... 300 read Go's "server gave
// HTTP response to HTTPS client" from a plain HTTP tool as invalid (the URL's scheme is wrong);
// only an LLM SDK's or MCP client's endpoint reads premise. The ruling stands.
// Tolerated: i302-mcp-ts-fs-edit-no-match: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: i302-pg-exclusion-seat-overlap: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
// Tolerated: i302-sqlite-readonly-open: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases302(t *testing.T) {
	runIndependent(t, "testdata/independent302.jsonl", true,
		"i302-pg-in-failed-transaction",
		"i302-go-https-to-http-server", "i302-mcp-ts-fs-edit-no-match", "i302-pg-exclusion-seat-overlap", "i302-sqlite-readonly-open")
}
