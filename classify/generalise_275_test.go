package classify

import "testing"

// TestIndependentCases275 runs held-out set 275: a research-and-coding agent across pgx v5, modernc SQLite, nginx 1.22,
// net/http and os, the MCP reference servers (go-sdk, mcp-go and TypeScript clients), openai-go and anthropic-sdk-go,
// captured live, labelled blind.
// First run at fd04e64: 34/35 overall, 23/24 tricky.
//
// Tolerated: i275-os-readdir-not-a-directory: invalid vs premise: docs/taxonomy.md's path ruling (set 262) reads Go's "open x: not a directory" premise, since os.ReadDir on a file and a path through a file give the same text (sets 260 and 267 label both premise); my line is the ReadDir case, which the text cannot tell apart.
// Tolerated: i275-mcp-fs-edit-no-match: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: i275-sq-8-readonly-db: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
func TestIndependentCases275(t *testing.T) {
	runIndependent(t, "testdata/independent275.jsonl", true, "i275-os-readdir-not-a-directory", "i275-mcp-fs-edit-no-match", "i275-sq-8-readonly-db")
}
