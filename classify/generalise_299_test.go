package classify

import (
	"testing"
)

// TestIndependentCases299 runs held-out set 299: a sales-operations agent's day (pgx, modernc sqlite, nginx, Go os/net/http, MCP servers via three clients, openai-go, anthropic-sdk-go), captured live, labelled blind.
// First run at 363621b: 35/35 overall, 23/23 tricky.
// Tolerated: i299-mcp-fs-edit-no-match: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: i299-sq-readonly-db: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases299(t *testing.T) {
	runIndependent(t, "testdata/independent299.jsonl", true, "i299-mcp-fs-edit-no-match", "i299-sq-readonly-db")
}
