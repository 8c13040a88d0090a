package classify

import "testing"

// TestIndependentCases843 runs held-out set 843: live PostgreSQL/SQLite/os/net-http/openai-go/anthropic-sdk-go/MCP failures an agent causes itself, labelled blind.
// First run at 52f79a3e: 29/31 overall, 13/15 tricky.
// Tolerated: i843-pg-nofunc: premise vs invalid (42883 undefined_function is invalid, "no function by that name and argument types", postgres.go state table and the 42883 row of docs/taxonomy.md; premise only for an extension's function, pgsetup.go): the function was never created, so the plan's belief is false, but PostgreSQL answers the same words when only the argument types miss, so the text cannot tell a missing function from a wrong call.
// Tolerated: i843-mcp-fs-list: premise vs invalid (the path ruling of set 262, pathkind.go namesFileAsDir: ENOTDIR from scandir names a file where the call needed a directory, invalid, as EISDIR): the call's argument names the wrong kind of object (list its folder instead), while the plan also believed the path was a directory; both readings hold.
func TestIndependentCases843(t *testing.T) {
	runIndependent(t, "testdata/independent843.jsonl", true, "i843-pg-nofunc", "i843-mcp-fs-list")
}
