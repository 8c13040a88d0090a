package classify

import "testing"

// TestIndependentCases862 runs held-out set 862: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
// First run at e2840131: 31/32 overall, 9/10 tricky.
// Tolerated: i862-mcp-fs-list-file: premise vs invalid (the path ruling, revised at set 262, classify/pathkind.go and the EISDIR/ENOTDIR row of docs/taxonomy.md: ENOTDIR where the operation only takes a directory, Node's scandir, is the call naming a file, invalid): both hold, the agent believed celo.md was a folder (premise, as labelled) and the call's own path argument names the wrong kind of object, which a list of the parent repairs (invalid).
func TestIndependentCases862(t *testing.T) {
	runIndependent(t, "testdata/independent862.jsonl", true, "i862-mcp-fs-list-file")
}
