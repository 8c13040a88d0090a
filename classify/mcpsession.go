package classify

// This file holds set 60's principle for an MCP session that the server no
// longer holds.

// sessionGoneWords are the words an MCP server's HTTP transport refuses a
// session id with. A client sends the Mcp-Session-Id header on every
// request after initialize (typescript-sdk client/streamableHttp.js
// _commonHeaders; the go-sdk's streamableClientConn), so a refusal of it
// means the server no longer holds the session: it restarted, expired it
// or was scaled away. The specification (basic/transports, Session
// Management) says the client MUST then start a new session with a fresh
// initialize; no retry of the same request helps, and nothing about the
// arguments is wrong: premise, whatever the status (the TypeScript SDK's
// own transport answers 404 -32001 "Session not found"; its example
// servers, server-everything and the Python SDK's session manager answer
// 400 "Bad Request: No valid session ID provided" for an id they do not
// hold, streamable_http_manager.py's "Invalid session ID" branch). A
// malformed or missing header ("Mcp-Session-Id header is required",
// "Server not initialized") is the request's fault and is not read here.
var sessionGoneWords = []string{
	"no valid session id provided",
	"session not found",
	"unknown session",
	"session does not exist",
	"session has been terminated",
	"session was terminated",
	"session is no longer valid",
}

// standaloneRefusal is the go-sdk client's own report that the server
// refused the standalone SSE stream it opens with the session id once
// initialize assigned one (mcp/streamable.go connectStandaloneSSE and its
// reconnects: "standalone SSE stream: Bad Request"), which breaks the
// client's connection ("connection closed: ... client is closing: ...").
// A 400 or 404 there refuses the session itself; a server that offers no
// stream answers 405, which the client accepts silently.
func standaloneRefusal(text string) bool {
	i := indexFold(text, "standalone sse stream: ")
	if i < 0 {
		return false
	}
	rest := text[i+len("standalone sse stream: "):]
	return hasPrefixFold(rest, "bad request") || hasPrefixFold(rest, "not found")
}

// sessionGone is the verdict for a session the server no longer holds,
// read where the text is already known to be MCP's (mcpClientState, and
// mcpError for a -32000..-32001 or -32600 inside an HTTP 4xx).
func sessionGone(text string) (Result, bool) {
	if standaloneRefusal(text) || hasAny(text, sessionGoneWords...) {
		return verdict(premise, "mcp: the server no longer holds this session (restarted or expired): start a new session with initialize (MCP transports, Session Management)")
	}
	return Result{}, false
}

// sessionGoneText reads the same refusal in text with no protocol, where
// the words must come with an MCP transport's own marks: the phrases alone
// are also an application's for a caller that sent no id at all.
func sessionGoneText(text string) (Result, bool) {
	if !standaloneRefusal(text) && !hasAny(text, "mcp", "streamable http", "-32000", "-32001", "jsonrpc", "sse stream") {
		return Result{}, false
	}
	return sessionGone(text)
}
