package classify

import "testing"

// TestIndependentCases301 runs held-out set 301: HR and recruiting agent day, captured live, labelled blind.
// First run at 3afa1f6: 33/35 overall, 19/21 tricky.
//
// i301-pg-interviewer-slot-overlap passes since the exclusion ruling (postgres.go 23P01).
// Tolerated: i301-go-https-to-plain-http: premise vs invalid; docs/taxonomy.md (TLS against a plain port) and sets 105, 109, 151, 184 read "server gave HTTP response to HTTPS client" as the URL's scheme (invalid).
// Tolerated: i301-mcp-fs-edit-oldtext-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: i301-sqlite-cache-opened-readonly: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases301(t *testing.T) {
	runIndependent(t, "testdata/independent301.jsonl", true, "i301-go-https-to-plain-http", "i301-mcp-fs-edit-oldtext-nomatch", "i301-sqlite-cache-opened-readonly")
}
