package classify

import "testing"

// First run at d7cd28a7: 21/34 overall, 9/21 tricky.
// Tolerated: i1410-gosdk-after-close: transient vs premise (session ruling, toolquotes.go closedSession): go-sdk's "client is closing" reads transient whether the program closed the session or the server went away.
// Tolerated: i1410-ts-cancel-not-connected: unknown vs premise (session ruling): the TypeScript SDK's "Not connected" is transient by the same ruling; the "Failed to send cancellation: Error: " onerror prefix is one SDK's wording.
// Tolerated: i1410-mcpgo-not-initialized: unknown vs premise (initialize ruling, sets 23, 41, 152, mcphandshake.go): a client that skipped initialize is the call's fault, invalid.
// Tolerated: i1410-gosdk-srv-during-init: invalid vs premise (initialize ruling): the raw JSON-RPC body of go-sdk's "invalid during session initialization" is a client that skipped initialize.
// Tolerated: i1410-gosdk-srv-no-subscribe: invalid vs premise (set 432 ruling, docs/taxonomy.md): a server's missing capability under -32601 is a method the client should not have called.
// Tolerated: i1410-gosdk-srv-no-completion: invalid vs premise (set 432 ruling): as above, completion/complete on a server without completions.
// Tolerated: i1410-gosdk-client-no-subscribe: invalid vs premise (set 432 ruling): as above, through the go-sdk client.
// i1410-ts-unknown-response-id passes since set 1496 (mcpreply.go undeliveredResponse: an answer the client could not deliver is ambiguous).
// Tolerated: i1410-ts-progress-unknown-token: unknown vs ambiguous (one-off): the TypeScript SDK's onerror for a progress notification it never asked for; the call itself is unaffected.
// Tolerated: i1410-fs-no-roots-declared: denied vs premise (empty-allowed-list ruling, TestGeneralise170 and 175, sets 113, 170, 250, 599, 972, 999, 1106, 1114, 1382): the filesystem server refusing every path because it allows no directory stays denied.
func TestIndependentCases1410(t *testing.T) {
	runIndependent(t, "testdata/independent1410.jsonl", true,
		"i1410-gosdk-after-close", "i1410-ts-cancel-not-connected", "i1410-mcpgo-not-initialized",
		"i1410-gosdk-srv-during-init", "i1410-gosdk-srv-no-subscribe", "i1410-gosdk-srv-no-completion",
		"i1410-gosdk-client-no-subscribe", "i1410-ts-progress-unknown-token", "i1410-fs-no-roots-declared")
}

// TestGeneralise1410GoSDKSessionGoneAsGo: the go-sdk MCP client's report of
// a session the server no longer holds reads premise also under protocol
// "go", where a Go program hands the Error() on: the session rule
// (mcpsession.go) runs ahead of goerr's "connection closed" and "EOF".
// Source: go-sdk mcp/streamable.go (standalone SSE stream, Write), MCP
// transports Session Management. A go-sdk connection that closed for any
// other cause keeps its transient reading.
func TestGeneralise1410GoSDKSessionGoneAsGo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"v1.3 standalone stream, session not found", "go", 0, "", `connection closed: calling "resources/list": client is closing: standalone SSE stream: failed to connect (session ID: 7QX2ZP4M3KJH5LCN2YVBWD6ERA): session not found`, premise},
		{"standalone stream 404", "go", 0, "", `connection closed: calling "prompts/list": client is closing: standalone SSE stream: Not Found`, premise},
		{"POST 400 status text", "go", 0, "", `sending "tools/call": Bad Request`, premise},
		{"no protocol", "", 0, "", `connection closed: calling "tools/call": client is closing: standalone SSE stream: failed to connect (session ID: AB12): session not found`, premise},
		// Near misses: the same wrapper with a plain transport end, and a
		// non-MCP session message.
		{"near: EOF", "go", 0, "", `connection closed: calling "tools/call": client is closing: EOF`, transient},
		{"near: plain connection closed", "go", 0, "", "read tcp 10.0.0.2:5512->10.0.0.9:443: connection closed", transient},
		{"near: initialize 400 stays the request's", "go", 0, "", `sending "initialize": Bad Request`, invalid},
	})
}

// TestGeneralise1410AskHandlerWording: a client with no handler for the
// server's own sampling, elicitation or roots request, in the words mcp-go's
// server uses (RequestSampling / RequestRoots: "no sampling handler
// available", "no roots handler available"), read without a code too
// (a tool's result text handed back bare): premise, as -32021 (set 932's
// askHandlerPhrases). A bare "no handler" that names no feature keeps its
// reading.
func TestGeneralise1410AskHandlerWording(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcp-go sampling", "mcp", 0, "", "no sampling handler available", premise},
		{"mcp-go roots, no protocol", "", 0, "", "no roots handler available", premise},
		{"elicitation, go", "go", 0, "", "request elicitation: no elicitation handler available", premise},
		{"sampling wrapped", "mcp", 0, "", "failed to request sampling: no sampling handler available for session 3", premise},
		// Near misses: a handler that names no feature, and a person's refusal.
		{"near: bare no request handler", "mcp", 0, "", "no request handler configured", unk},
		{"near: user declined", "mcp", 0, "", "User declined the sampling request", denied},
	})
}
