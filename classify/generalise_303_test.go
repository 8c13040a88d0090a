package classify

import (
	"testing"
)

// TestIndependentCases303 runs held-out set 303: a security-audit agent's day (PostgreSQL roles/RLS, SQLite, nginx,
// Go net/http and os, MCP servers through three clients, openai-go, anthropic-sdk-go), captured live, labelled blind.
// First run at 565142a: 34/35 overall, 27/28 tricky (plus one wait check: the anthropic 429 line claimed a
// retry-after its message does not carry; fixed as a capture fault of that field).
// Tolerated: i303-sqlite-readonly-handle: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases303(t *testing.T) {
	// i303-mcp-gosdk-edit-no-match passes since the revised edit ruling (premise; generic.go editMismatchReason).
	runIndependent(t, "testdata/independent303.jsonl", true, "i303-sqlite-readonly-handle")
}
