package classify

import "strings"

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

// startupRefusal is set 1416's sibling of closedBeforeSession for the
// TypeScript SDK client, whose StdioClientTransport reports a server that
// exits only as "MCP error -32000: Connection closed" (ErrorCode
// ConnectionClosed) with no word of initialize; what follows it here is the
// server's stderr, which the caller appends. A stdio server that exits
// because its configuration is missing says so there, each its own way:
// the archived reference servers' "GITLAB_PERSONAL_ACCESS_TOKEN environment
// variable is not set", "Error: BRAVE_API_KEY environment variable is
// required", "Please set SLACK_BOT_TOKEN and SLACK_TEAM_ID environment
// variables", server-postgres's "Please provide a database URL as a
// command-line argument", a CLI's "Usage: ...", server-redis's "[Redis
// Fatal] Server initialization failed" after its own five reconnects, and
// npx's "Cannot find module". Every launch dies the same way until the
// server is configured: premise, as the go-sdk's handshake EOF. A bare
// "Connection closed", or one followed by a crash of a running session
// ("socket hang up", an out-of-memory abort), stays transient.
func startupRefusal(text string) bool {
	i := indexFold(text, "connection closed")
	if i < 0 {
		return false
	}
	rest := text[i+len("connection closed"):]
	return hasAny(rest, "environment variable", "env var", "please provide ", "please set ", "usage: ",
		"initialization failed", "failed to initialize", "cannot find module")
}

// sseOpenRefused is set 216's principle: the HTTP+SSE transport's opening
// GET refused with 400 or 405. That GET carries nothing of the call (no
// body, no session: the go-sdk's SSEClientTransport, sse.go `failed to
// connect: %s` with the status text; the TypeScript SDK's
// SSEClientTransport, `SSE error: Non-200 status code (400)`). A server of
// that transport answers its stream GET with 200; a Streamable HTTP
// endpoint answers a GET without Mcp-Session-Id with 400 (the go-sdk's
// StreamableHTTPHandler "Bad Request: GET requires an Mcp-Session-Id
// header", server-everything's "No valid session ID provided") or 405
// where it offers no stream. The client speaks the other transport than
// the endpoint: the configured transport or URL is wrong, and neither a
// retry nor new arguments help: premise. 401, 403, 404 and 5xx keep their
// own readings.
func sseOpenRefused(text string) bool {
	return goSDKSSEOpenRefused(text) || hasAny(text, "non-200 status code (400)", "non-200 status code (405)")
}

// goSDKSSEOpenRefused is the go-sdk SSEClientTransport's form of it:
// "failed to connect: " and then the status text alone, to the end.
func goSDKSSEOpenRefused(text string) bool {
	if i := indexFold(text, "failed to connect: "); i >= 0 {
		rest := strings.TrimSpace(text[i+len("failed to connect: "):])
		if strings.EqualFold(rest, "bad request") || strings.EqualFold(rest, "method not allowed") {
			return true
		}
	}
	return false
}

// endpointUnrouted reports the TypeScript SDK's streamable HTTP client
// refused at its configured URL by a web framework that has no route
// there: "Streamable HTTP error: Error POSTing to endpoint: ... <pre>Cannot
// POST /mcpx</pre>" (Express's default 404 page; server-everything and
// most Node MCP servers run on Express). A route typo is the call's own
// mistake for an HTTP API (modelOrRouteTypo), but an MCP client's endpoint
// is its configuration, not anything the call carries: the server is not
// served where the plan believes (premise), as the go-sdk's "sending
// \"initialize\": Not Found" and nginx's 404 page already read. Labels:
// premise in sets 60, 88, 184 and 216 (two), none invalid.
func endpointUnrouted(text string) bool {
	return hasFold(text, "error posting to endpoint") &&
		hasAny(text, "cannot post /", "cannot get /", "cannot delete /")
}

// endpointNotStreamable is set 282's principle, the endpoint rule's
// sibling: the configured URL answers, but not as a Streamable HTTP MCP
// endpoint. Its POST is refused with 405 (the TypeScript client's "Error
// POSTing to endpoint: Method Not Allowed", nginx's "405 Not Allowed"
// page through it, the go-sdk's `sending "initialize": Method Not
// Allowed`): the transport's every message is a POST (specification,
// basic/transports), so a server that refuses POST there serves another
// transport (a legacy HTTP+SSE server) or no MCP at all. Or it answers
// with a content type no MCP transport sends (the TypeScript client's
// "Unexpected content type: text/html", the go-sdk's `unsupported content
// type "text/html"`): a login page or a web site at that URL. Either way
// the configured URL or transport is wrong, and neither a retry nor new
// arguments help: premise, as a 405 to the SSE transport's GET (set 216).
// A plain HTTP API's 405 stays the request's method (invalid), and a
// fetching tool's unreadable content type stays ambiguous (fetchbody.go):
// this is read only where mcpClientState reads, under protocol mcp.
func endpointNotStreamable(text string) bool {
	if hasFold(text, "error posting to endpoint") && hasAny(text, "method not allowed", "405 not allowed", "(http 405)") {
		return true
	}
	if hasAny(text, `sending "initialize": method not allowed`, `sending \"initialize\": method not allowed`) {
		return true
	}
	return hasAny(text, "unexpected content type: ", "unsupported content type ")
}

// streamConflict is set 282's reading of an MCP client's own error that
// ends in the reason phrase of a 409 and nothing else: the TypeScript
// client's "Failed to open SSE stream: Conflict" (statusText of its GET;
// the SDK's server answers 409 "Conflict: Only one SSE stream is allowed
// per session" when the session already holds its standalone stream), the
// same inside "Failed to reconnect SSE stream: ...", the go-sdk's
// `sending "tools/call": Conflict` and `failed to connect: Conflict`
// (http.StatusText). With no body to say otherwise a 409 is conflict (the
// 409 ruling): what the request was to create is already there.
func streamConflict(text string) bool {
	if !hasAny(text, "failed to open sse stream", "error posting to endpoint", `sending "`, `sending \"`, "failed to connect") {
		return false
	}
	t := strings.TrimSpace(text)
	i := strings.LastIndex(t, ": ")
	return i >= 0 && strings.EqualFold(strings.TrimSpace(t[i+2:]), "conflict")
}

// initializedClientRefused reports a server's "not initialized" refusal as
// an SDK client reports it: the TypeScript client's "Error POSTing to
// endpoint: ... Bad Request: Server not initialized", the go-sdk's
// `calling "tools/call": method "tools/call" is invalid during session
// initialization` (also as "MCP error 0:" through the TS client). An SDK
// client initializes before any call, so the server has lost the session
// (a gateway stripped Mcp-Session-Id, the server restarted, the session was
// terminated): premise, as a session the server no longer knows. A raw
// JSON-RPC body of the same refusal is a client that skipped initialize
// (invalid; sets 23, 41 and 152). Labels of the client renderings: premise
// in sets 88, 184 (three), 221 and 257 (three), none invalid.
// sessionLostReason is the verdict's reason wherever initializedClientRefused
// decides (the -32000 code's reading in mcp.go, the client's own text in
// toolquotes.go).
const sessionLostReason = "mcp: the server says the session is not initialized, but the client had initialized it: the server lost the session (a gateway stripped Mcp-Session-Id, a restart, a terminated session): connect again"

func initializedClientRefused(text string) bool {
	if !hasAny(text, "server not initialized", "invalid during session initialization") {
		return false
	}
	return hasFold(text, "error posting to endpoint") || hasFold(text, `calling "`) || hasFold(text, "mcp error 0:") || decodedRefusalMessage(text)
}

// decodedRefusalMessage reports the TypeScript SDK server transport's
// refusal message ("Bad Request: Server not initialized", -32000) standing
// alone, as a client library that decoded the JSON-RPC error hands it on:
// mark3labs/mcp-go returns error.message bare for a code it has no sentinel
// for, python-sdk's McpError prints its message, and the TypeScript client
// prefixes "MCP error -32000: " (set 1467, captured live against a
// restarted server). Only a client that decoded the reply says it without
// the envelope, and every SDK client initializes before its first call: the
// server lost the session. The raw JSON-RPC body stays the skipped
// initialize of sets 23, 41 and 152; other servers' "not initialized" words
// (MinIO's "Server not initialized yet", "Call initialize first") are not
// this phrase.
func decodedRefusalMessage(text string) bool {
	t := strings.TrimSpace(text)
	if len(t) > len("mcp error -32000: ") && strings.EqualFold(t[:len("mcp error -32000: ")], "mcp error -32000: ") {
		t = t[len("mcp error -32000: "):]
	}
	t = strings.TrimRight(t, ".")
	return strings.EqualFold(t, "bad request: server not initialized")
}
