package classify

import "testing"

// TestIndependentCases860 runs held-out set 860: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, modernc SQLite and nginx, labelled blind.
// First run at b2154750: 28/33 overall, 8/13 tricky.
// Tolerated: i860-fs-edit-oldtext-absent: invalid vs premise (the edit ruling, revised, docs/taxonomy.md "a coding agent's edit tool whose old text is not in the file", generic.go/editecho.go): the old text is the call's own argument, yet only a fresh read of the file yields the text to send.
// Tolerated: i860-fs-unknown-tool-shred: premise vs invalid (MCP -32602 row and "an unknown tool or prompt in plain text" in docs/taxonomy.md, mcp.go unknownTool): the name is one the client chose from tools/list, yet the server's tool set is not what the plan assumed.
// Tolerated: i860-mcpgo-unknown-reconcile: premise vs invalid (same unknown-tool ruling, mcp.go unknownTool): as above, through mcp-go's client.
// Tolerated: i860-ev-prompt-w860-missing: premise vs invalid (the -32602 row's "unknown prompt" clause, docs/taxonomy.md): a prompt name picked from prompts/list is the call's to repair, yet its absence also falsifies what the plan assumed the server offers.
// Tolerated: i860-ts-write-onto-dir: premise vs invalid (the path ruling revised at set 262, docs/taxonomy.md EISDIR row, pathkind.go): EISDIR on the named path is the call's argument naming the wrong kind of object, yet the plan also believed a file stood there.
func TestIndependentCases860(t *testing.T) {
	runIndependent(t, "testdata/independent860.jsonl", true,
		"i860-fs-edit-oldtext-absent",
		"i860-fs-unknown-tool-shred",
		"i860-mcpgo-unknown-reconcile",
		"i860-ev-prompt-w860-missing",
		"i860-ts-write-onto-dir",
	)
}
