package classify

import "testing"

// TestIndependentCases259 runs held-out set 259: an agent's day across pgx,
// SQLite, nginx, Go's net/http and os, the MCP reference servers (through the
// go-sdk, mcp-go and TypeScript clients) and openai-go / anthropic-sdk-go,
// captured live, labelled blind.
// First run at f0995db: 33/35 overall, 22/24 tricky.
// Tolerated: i259-mcp-fs-edit-no-match: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: i259-sqlite-readonly: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases259(t *testing.T) {
	// Tolerated: i259-nginx-403-no-index: premise vs denied: nginx's bare 403 page is the same for a missing index (premise, sets 36 and 172, ruled on the error_log line "directory index of ... is forbidden") and for a deny rule (denied); without the log line the page cannot tell them apart.
	runIndependent(t, "testdata/independent259.jsonl", true,
		"i259-nginx-403-no-index", "i259-mcp-fs-edit-no-match", "i259-sqlite-readonly")
}
