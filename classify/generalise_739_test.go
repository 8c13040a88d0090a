package classify

import "testing"

// TestIndependentCases739 runs held-out set 739: live MCP reference servers via Go SDK, TS SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
// First run at 755c3f0: 30/32 overall, 16/18 tricky.
// Tolerated: i739-fs-edit-nomatch-quillmere: invalid vs premise (the edit ruling, revised: docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file", generic.go missingWords, editecho.go): the old text is the call's own argument to repair, yet only a fresh read of the file can supply the right one, so both readings hold.
// Tolerated: i739-ts-edit-nomatch-brannoch: invalid vs premise (the same edit ruling, via the TypeScript SDK client): both readings hold as above.
func TestIndependentCases739(t *testing.T) {
	runIndependent(t, "testdata/independent739.jsonl", true, "i739-fs-edit-nomatch-quillmere", "i739-ts-edit-nomatch-brannoch")
}
