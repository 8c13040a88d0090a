package classify

import "testing"

// First run at 11ba9c31: 30/34 overall, 13/17 tricky.
// Tolerated: i1444-gosdk-sse-client-closing-eof: transient vs premise (session ruling, docs/taxonomy.md, toolquotes.go closedSession): the go-sdk's "client is closing: EOF" cannot tell a server that went away from the program's own Close, and a new session runs the call; here the SSE server restarted, and the remedy (a new Connect) is the ruling's too.
// Tolerated: i1444-mcpgo-sse-unexpected-405: invalid vs premise (one-off wording): mcp-go's SSE transport says "unexpected status code: 405" (client/transport/sse.go Start), the words any Go HTTP client uses for a 405, which stays the request's method (invalid) under protocol "go" (set 282's ruling); nothing in the text marks an MCP transport.
func TestIndependentCases1444(t *testing.T) {
	runIndependent(t, "testdata/independent1444.jsonl", true, "i1444-gosdk-sse-client-closing-eof", "i1444-mcpgo-sse-unexpected-405")
}

// TestGeneralise1444GoSDKSessionMarker: the go-sdk's streamable client
// names the session in its reports of a request that failed on it
// (mcp/streamable.go: `failed to connect (session ID: X): session not
// found` for a 404 on a known session, ErrSessionMissing), and a Go program
// hands that on inside "connection closed: ... client is closing: ...". The
// "(session ID: " mark lets the session rule read it (premise: the server
// no longer holds the session, a new one must be initialized); the same
// mark without the gone words keeps its reading (a reconnect that met EOF,
// a closed session: transient). Captured live, set 1444.
func TestGeneralise1444GoSDKSessionMarker(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"closing wraps session missing (go)", "go", 0, "", `connection closed: calling "tools/list": client is closing: sending "tools/call": failed to connect (session ID: UIKTFE23G3YKSVHKX2Z7BSRFK4): session not found`, premise},
		{"closing wraps session missing (bare)", "", 0, "", `connection closed: calling "resources/read": client is closing: sending "prompts/get": failed to connect (session ID: 7QX2): session not found`, premise},
		{"closing wraps session missing (mcp)", "mcp", 0, "", `connection closed: calling "ping": client is closing: sending "tools/list": failed to connect (session ID: AB12): session not found`, premise},
		{"direct session missing (go)", "go", 0, "", `calling "resources/read": sending "resources/read": failed to connect (session ID: Q7): session not found`, premise},
		{"standalone request failed, session gone", "go", 0, "", `connection closed: calling "tools/list": client is closing: standalone SSE request failed (session ID: Z9): session not found`, premise},
		// near misses: the same mark, no gone words; the closed session alone
		{"reconnect met EOF", "go", 0, "", `connection closed: calling "tools/list": client is closing: sending "tools/call": failed to reconnect (session ID: ABC): EOF`, transient},
		{"closing EOF (session ruling)", "go", 0, "", `connection closed: calling "tools/list": client is closing: EOF`, transient},
		{"refused dial on a session", "go", 0, "", `calling "tools/list": sending "tools/list": rejected by transport: Post "http://127.0.0.1:8080/mcp": dial tcp 127.0.0.1:8080: connect: connection refused`, transient},
	})
}

// TestGeneralise1444GoSDKSSEOpenAsGo: set 216's reading of the HTTP+SSE
// transport's opening GET refused with 400 or 405 (the go-sdk
// SSEClientTransport's "failed to connect: " and the status text alone,
// mcp/sse.go) holds when a Go program hands the error on under protocol
// "go": the endpoint serves Streamable HTTP, not the configured transport
// (premise). Other status texts keep their kinds, and pgx's "failed to
// connect to `...`" is not this. Captured live, set 1444.
func TestGeneralise1444GoSDKSSEOpenAsGo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sse on stateless streamable (go)", "go", 0, "", `failed to connect: Method Not Allowed`, premise},
		{"sse on streamable (go)", "go", 0, "", `failed to connect: Bad Request`, premise},
		{"wrapped (go)", "go", 0, "", `connect "docs": failed to connect: Bad Request`, premise},
		{"bare protocol", "", 0, "", `mcp client: failed to connect: Method Not Allowed`, premise},
		// near misses
		{"401 stays denied", "go", 0, "", `failed to connect: Unauthorized`, denied},
		{"403 stays denied", "go", 0, "", `failed to connect: Forbidden`, denied},
		{"502 stays transient", "go", 0, "", `failed to connect: Bad Gateway`, transient},
		{"pgx refused stays transient", "go", 0, "", "failed to connect to `user=app database=app`: 127.0.0.1:5432 (127.0.0.1): dial error: dial tcp 127.0.0.1:5432: connect: connection refused", transient},
		{"plain client 405 stays invalid", "go", 405, "", `unexpected status code: 405`, invalid},
	})
}
