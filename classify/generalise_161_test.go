package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases161 runs held-out set 161: a live set of 35 lines, 16
// tricky, captured on this machine from MCP servers written in Go with the
// go-sdk v1.8.0 server API (mcp.AddTool handlers returning an error, a
// CallToolResult with IsError, inferred input schemas, a declared output
// schema, a handler that panics, one that exits, one whose own context
// expires, a streamable HTTP server restarted under its session, one
// behind auth.RequireBearerToken) whose tools wrap pgx v5 against a
// throwaway PostgreSQL 15 database, modernc.org/sqlite, os.Root and
// net/http against a small upstream, reached through the go-sdk client
// (CommandTransport and StreamableClientTransport) and the TypeScript SDK
// client; labelled blind from each software's docs and sources and the dev
// sample.
// First run at 2e719a3: 35/35 overall, 16/16 tricky. Probed past the set
// with further live captures (TypeScript SDK wordings of the same
// failures, auth scopes and expiry, 413, missing resources and prompts,
// SQLite and pgx neighbours): all already read as below, so nothing was
// fixed; TestGeneralise161Classes pins those neighbours.
// Tolerated: none.
func TestIndependentCases161(t *testing.T) {
	runIndependent(t, "testdata/independent161.jsonl", true)
}

// TestGeneralise161Classes checks set 161's classes in other clients' and
// drivers' words (all captured live against the same Go MCP servers), and
// the near misses that must keep their kind.
func TestGeneralise161Classes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The server process is gone mid-call (os.Exit in a handler), seen
		// by the TypeScript SDK client (McpError ConnectionClosed -32000).
		{"TS SDK client, stdio server exited", "mcp", 0, "-32000", "MCP error -32000: Connection closed", rung.KindTransient},
		// A go-sdk streamable HTTP server restarted: the old Mcp-Session-Id
		// gets 404 "session not found" (go-sdk mcp/streamable.go); the MCP
		// transports spec says to start a new session with initialize.
		{"TS SDK client, stale session id (StreamableHTTPError 404)", "mcp", 404, "", "Streamable HTTP error: Error POSTing to endpoint: session not found\n", rung.KindPremise},
		// go-sdk auth.RequireBearerToken refusals (auth/auth.go verify).
		{"TS SDK client, no bearer token (401)", "mcp", 401, "", "Streamable HTTP error: Error POSTing to endpoint: no bearer token\n", rung.KindDenied},
		{"TS SDK client, expired token (401)", "mcp", 401, "", "Streamable HTTP error: Error POSTing to endpoint: token expired\n", rung.KindDenied},
		{"TS SDK client, insufficient scope (403)", "mcp", 403, "", "Streamable HTTP error: Error POSTing to endpoint: insufficient scope\n", rung.KindDenied},
		{"go-sdk client, insufficient scope (403 status text only)", "mcp", 0, "", `calling "initialize": sending "initialize": Forbidden`, rung.KindDenied},
		// StreamableHTTPOptions.MaxRequestBodyBytes exceeded: the call is too big.
		{"go-sdk client, request body over the server's limit", "mcp", 0, "", `calling "tools/call": sending "tools/call": Request Entity Too Large`, rung.KindInvalid},
		{"TS SDK client, request body over the server's limit (413)", "mcp", 413, "", "Streamable HTTP error: Error POSTing to endpoint: request body exceeds 2048 bytes\n", rung.KindInvalid},
		// Names the server does not offer (go-sdk: unknown tool/prompt, -32602).
		{"TS SDK client, unknown tool", "mcp", 0, "-32602", `MCP error -32602: unknown tool "delete_customer"`, rung.KindInvalid},
		{"go-sdk client, unknown prompt", "mcp", 0, "-32602", `calling "prompts/get": unknown prompt "triage"`, rung.KindInvalid},
		// A resource the plan names is absent (MCP resources spec: -32602,
		// as the dev sample reads it).
		{"go-sdk client, resources/read of a missing URI", "mcp", 0, "-32602", `calling "resources/read": Resource not found`, rung.KindPremise},
		{"TS SDK client, resources/read of a missing URI", "mcp", 0, "-32602", "MCP error -32602: Resource not found", rung.KindPremise},
		// The handler ran; its result broke the declared output schema
		// (go-sdk toolForErr "validating tool output", wire code 0).
		{"TS SDK client, go-sdk server's output check", "mcp", 0, "0", "MCP error 0: validating tool output: validating root: validating /properties/status: enum: on_hold does not equal any of: [open closed]", rung.KindAmbiguous},
		// Tool errors from the drivers the tools wrap.
		{"modernc sqlite, no such column", "mcp", 0, "isError", "SQL logic error: no such column: title (1)", rung.KindInvalid},
		{"modernc sqlite, syntax error", "mcp", 0, "isError", `SQL logic error: near "body": syntax error (1)`, rung.KindInvalid},
		{"modernc sqlite, STRICT table type mismatch", "mcp", 0, "isError", "datatype mismatch (20)", rung.KindInvalid},
		{"pgx, lock_timeout (55P03)", "mcp", 0, "isError", "ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)", rung.KindTransient},
		{"pgx, nothing listening", "mcp", 0, "isError", "failed to connect to `user=postgres database=w161`: 127.0.0.1:31619 (127.0.0.1): dial error: dial tcp 127.0.0.1:31619: connect: connection refused", rung.KindTransient},
		{"net/http Client.Timeout inside a tool", "mcp", 0, "isError", `Get "http://127.0.0.1:31611/v1/reports/annual": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`, rung.KindTransient},
		{"TS SDK client (Node fetch), nothing listening", "mcp", 0, "", "fetch failed", rung.KindTransient},

		// Near misses that keep their kind.
		{"sqlite: a missing table stays premise beside a missing column", "mcp", 0, "isError", "SQL logic error: no such table: tags (1)", rung.KindPremise},
		{"sqlite: UNIQUE stays conflict beside NOT NULL", "mcp", 0, "isError", "constraint failed: UNIQUE constraint failed: notes.slug (2067)", rung.KindConflict},
		{"sqlite: NOT NULL stays invalid beside UNIQUE", "mcp", 0, "isError", "constraint failed: NOT NULL constraint failed: notes.slug (1299)", rung.KindInvalid},
		{"os.Root mkdir: an existing dir stays conflict", "mcp", 0, "isError", "mkdirat reports: file exists", rung.KindConflict},
		{"os.Root mkdir: a missing parent stays premise", "mcp", 0, "isError", "mkdirat archive/2025/q1: no such file or directory", rung.KindPremise},
		{"pgx: 42P07 stays conflict beside 42P01 premise", "mcp", 0, "isError", `ERROR: relation "customers" already exists (SQLSTATE 42P07)`, rung.KindConflict},
	})
}
