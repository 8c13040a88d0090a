package classify

// mcpConnectorUnreached reports a hosted MCP connector's own word that it
// could not reach the remote MCP server the request named: Anthropic's
// MCP connector answers 400 invalid_request_error "Connection error while
// communicating with MCP server." (docs.claude.com mcp-connector: the
// server "must be publicly exposed through HTTP"). The request is well
// formed and the same call succeeds once the server answers: the server's
// moment, transient, whatever the generic type says (set 1484). Its
// siblings keep their own readings: "Authentication error while
// communicating with MCP server" is a refused token (denied), and a
// connection error that quotes the server's own client-error answer
// ("Client error '404 Not Found' for url ...") is decided by that answer.
func mcpConnectorUnreached(text string) bool {
	if !hasFold(text, "while communicating with mcp server") {
		return false
	}
	if !hasAny(text, "connection error", "timeout error", "timed out") {
		return false
	}
	return !hasAny(text, "client error", "not found", "unauthorized", "forbidden", "authentication", "authorization")
}
