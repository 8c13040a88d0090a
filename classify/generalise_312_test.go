package classify

import (
	"testing"
)

// TestIndependentCases312 runs held-out set 312: a logistics agent's day (PostgreSQL, SQLite, nginx, Go net/http and os,
// MCP reference servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
// First run at 3eb4b57: 33/35 overall, 19/21 tricky.
//
// i312-pg-exclusion-slot-taken passes since the exclusion ruling (postgres.go 23P01).
// Tolerated: i312-go-https-to-http: premise vs invalid; docs/taxonomy.md (TLS/plain-HTTP scheme row) and sets 105, 107, 109, 120, 128, 151, 156, 159 read "server gave HTTP response to HTTPS client" as the URL's scheme (invalid).
// Tolerated: i312-mcpfs-edit-no-match: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases312(t *testing.T) {
	runIndependent(t, "testdata/independent312.jsonl", true,
		"i312-go-https-to-http", "i312-mcpfs-edit-no-match")
}
