package classify

// This file holds set 49's principle for an MCP connection that ends
// before its session began.

// closedBeforeSession is a connection that ended while the client still
// waited for the answer to initialize, the first exchange of every MCP
// session (specification, basic/lifecycle): the go-sdk's
// `connection closed: calling "initialize": client is closing: EOF`,
// rmcp's ClientInitializeError `connection closed: initialize response`,
// other clients' "exited before initialization completed" and "closed the
// transport before initialization completed". A stdio server that dies
// before it answers initialize could not start: its command, arguments,
// root directories or environment are wrong (the filesystem server exits
// with "None of the specified directories are accessible", a package that
// does not install exits likewise), and it dies the same way at every
// launch, so no retry helps: premise. A connection that breaks after the
// session began stays transient, and a handshake over HTTP (a proxy or the
// network between) is left to the HTTP evidence.
func closedBeforeSession(text string) bool {
	if !hasAny(text, `calling "initialize"`, `calling \"initialize\"`, "initialize response", "before initialization completed", "before the session started") {
		return false
	}
	if hasAny(text, "http", "sse", "timeout", "timed out", "deadline", "canceled", "cancelled") {
		return false
	}
	return hasAny(text, "eof", "connection closed", "closed the transport", "transport closed", "exited", "client is closing")
}

// handshakeClosed is closedBeforeSession's verdict, read under protocol
// "mcp" (mcpClientState) and for text with no protocol (textShapes): the
// go-sdk's and rmcp's errors name the initialize exchange themselves, and
// any JSON-RPC server with an initialize handshake (LSP, ACP) that dies
// before answering it could not start either.
func handshakeClosed(text string) (Result, bool) {
	if closedBeforeSession(text) {
		return verdict(premise, "mcp: the server closed the connection before it answered initialize: it cannot start as configured (command, arguments, roots or environment); a retry starts it the same way")
	}
	return Result{}, false
}
