package classify

import "strings"

// This file holds set 60's principles for an MCP session: one the server no
// longer holds, and one whose client cannot serve what a tool asks of it.

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
	// The Python SDK's client answers an HTTP 404 to a request that
	// carried its session id with a JSON-RPC error it makes itself,
	// INVALID_REQUEST "Session terminated" (mcp/client/streamable_http.py,
	// following Session Management: the server ended the session).
	"session terminated",
	// An id the server held once and let lapse: the Python SDK's
	// streamable HTTP transport answers 404 "Not Found: Invalid or expired
	// session ID" under INVALID_REQUEST (-32600) (server/streamable_http.py
	// _validate_session, set 1392); the same lapse in other words.
	"invalid or expired session",
	"expired or invalid session id",
	"session id has expired",
	"session id expired",
}

// sessionEndRefused reports a server refusing the client's HTTP DELETE of
// its session because it lets no client end sessions: the specification
// (basic/transports, Session Management) lets a server answer that DELETE
// with 405 Method Not Allowed; the Python SDK says "Method Not Allowed:
// Session termination not supported" (under -32600), mcp-go "Session
// termination not allowed" (set 1392). Nothing in the request can be
// repaired and no wait changes the server's policy: the session ends when
// the server expires it, so the plan drops it without the DELETE: premise.
func sessionEndRefused(text string) bool {
	return hasAny(text, "session termination not supported", "session termination not allowed", "session termination is not supported", "session termination is not allowed", "does not allow clients to terminate sessions")
}

const sessionEndRefusedReason = "mcp: the server lets no client end its session (HTTP DELETE answered 405, MCP transports Session Management): drop the session without ending it; the server expires it"

// standaloneRefusal is the go-sdk client's own report that the server
// refused the standalone SSE stream it opens with the session id once
// initialize assigned one (mcp/streamable.go connectStandaloneSSE and its
// reconnects: "standalone SSE stream: Bad Request"), which breaks the
// client's connection ("connection closed: ... client is closing: ...").
// A 400 or 404 there refuses the session itself; a server that offers no
// stream answers 405, which the client accepts silently.
func standaloneRefusal(text string) bool {
	return refusedAs400or404(text, "standalone sse stream: ")
}

// refusedAs400or404 reports a client's report, after marker, of a 400 or
// 404 status text ("<marker>Bad Request", "<marker>Not Found").
func refusedAs400or404(text, marker string) bool {
	i := indexFold(text, marker)
	if i < 0 {
		return false
	}
	rest := text[i+len(marker):]
	return hasPrefixFold(rest, "bad request") || hasPrefixFold(rest, "not found")
}

// statusOnlyRefusal is the go-sdk streamable client's report of an HTTP
// 400 to a request it POSTed after initialize, when the body was not a
// JSON-RPC error it could decode (mcp/streamable.go Write: `sending
// "tools/call": Bad Request`, the status text alone; server-everything's
// and the TypeScript SDK example servers' "No valid session ID provided"
// carries no id and is dropped so). The client builds every such request
// itself: the body, Accept and Content-Type, the protocol version the
// server chose, and the Mcp-Session-Id that initialize assigned. What a
// transport can refuse there is the session id (a server that ended or
// lost the session and answers 400, not the specification's 404), as
// standaloneRefusal reads for the GET stream. initialize carries no
// session: a 400 to it stays the request's fault (its method has no '/').
func statusOnlyRefusal(text string) bool {
	for i := range foldMatches(text, `sending "`) {
		rest := text[i+len(`sending "`):]
		q := strings.IndexByte(rest, '"')
		// An MCP method: "tools/call", "resources/read", "ping"; not
		// initialize, and not another program's `sending "x"`.
		if q <= 0 || strings.IndexByte(rest[:q], ' ') >= 0 || strings.IndexByte(rest[:q], '/') < 0 && rest[:q] != "ping" {
			continue
		}
		if strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(rest[q+1:], ":")), "bad request") {
			return true
		}
	}
	return false
}

// headerRefusal is the go-sdk streamable client's report of an HTTP 406 or
// 415 to a request it POSTed (mcp/streamable.go: `sending "initialize": Not
// Acceptable`, the status text alone). The client writes those headers
// itself on every request, Accept "application/json, text/event-stream" and
// Content-Type "application/json", as the transport requires, so no
// argument of the call can repair them: something between the client and
// the server rewrote them (a proxy or gateway setting its own Accept), or
// the endpoint is not a Streamable HTTP server. The setup must change:
// premise (set 1195). A raw request's own 406 body stays the request's.
func headerRefusal(text string) bool {
	for i := range foldMatches(text, `sending "`) {
		rest := text[i+len(`sending "`):]
		q := strings.IndexByte(rest, '"')
		if q <= 0 || strings.IndexByte(rest[:q], ' ') >= 0 {
			continue
		}
		tail := strings.TrimSpace(strings.TrimPrefix(rest[q+1:], ":"))
		if strings.EqualFold(tail, "not acceptable") || strings.EqualFold(tail, "unsupported media type") {
			return true
		}
	}
	return false
}

// sessionGone is the verdict for a session the server no longer holds,
// read where the text is already known to be MCP's (mcpClientState, and
// mcpError for a -32000..-32001 or -32600 inside an HTTP 4xx).
func sessionGone(text string) (Result, bool) {
	if terminatedAlready(text) {
		return verdict(conflict, "mcp: the session the client asked to terminate (HTTP DELETE) is one the server no longer holds: it has already ended, which is what the step was to bring about")
	}
	if standaloneRefusal(text) || statusOnlyRefusal(text) || hasAny(text, sessionGoneWords...) {
		return verdict(premise, "mcp: the server no longer holds this session (restarted or expired): start a new session with initialize (MCP transports, Session Management)")
	}
	return Result{}, false
}

// terminatedAlready is the TypeScript SDK transport's report that the
// server refused its DELETE of the session (StreamableHTTPClientTransport
// terminateSession: "Failed to terminate session: " and the status text;
// a 405, a server that lets no client end sessions, is accepted silently).
// A 404 is the specification's answer for a session the server no longer
// holds, and a 400 the same answer from the servers that refuse an id they
// do not hold so (server-everything's "No valid session ID provided", read
// above as a gone session): the session is already ended, the end state the
// DELETE was for, so the step is skipped, not replanned (set 1195). A 401,
// 403 or 5xx there keeps its own reading.
func terminatedAlready(text string) bool {
	return refusedAs400or404(text, "failed to terminate session: ")
}

// sessionGoneText reads the same refusal in text with no protocol, where
// the words must come with an MCP transport's own marks: the phrases alone
// are also an application's for a caller that sent no id at all.
//
// The go-sdk's streamable client names the session in its own reports of
// a request that failed on it: `sending "tools/call": failed to connect
// (session ID: X): session not found` (ErrSessionMissing for a 404 on a
// known session), "failed to reconnect (session ID: X): ...", "standalone
// SSE request failed (session ID: X): ..." (mcp/streamable.go). That
// "(session ID: " is an MCP transport's mark as much as "sse stream" is, so
// its text is read by the session rule whatever wraps it ("connection
// closed: ... client is closing: ...", set 1444); without the gone words it
// keeps its other reading.
func sessionGoneText(text string) (Result, bool) {
	if !standaloneRefusal(text) && !statusOnlyRefusal(text) && !hasAny(text, "mcp", "streamable http", "-32000", "-32001", "jsonrpc", "sse stream", "(session id: ") {
		return Result{}, false
	}
	return sessionGone(text)
}

// unservedByClient reports whether a tool's isError result carries a bare
// JSON-RPC -32601 "Method not found". The tools/call it answers was found
// and ran, so the missing method is one the tool itself requested while it
// ran: in MCP, a request from the server to this client (sampling/
// createMessage, elicitation/create, roots/list: server-everything's
// trigger-sampling-request returns the client's answer in its result). A
// TypeScript SDK client that declares a capability but registers no
// handler answers -32601 (shared/protocol.js _onrequest), so this client
// cannot serve the tool: a fact about the client, as -32021, premise. A
// -32601 that names a tool ("Tool x requires task augmentation") is the
// server's own answer to the call and is left to the other rules.
//
// A server that wraps the client's answer to its own request names that
// request, with or without the code (set 1436, live): the go-sdk's
// `calling "sampling/createMessage": Method not found` and mcp-go's
// "sampling request failed: Method not found" (askWrapped): the same
// missing handler.
func unservedByClient(text string) bool {
	if !hasFold(text, "method not found") {
		return false
	}
	if askWrapped(text) {
		return true
	}
	if !hasFold(text, "-32601") {
		return false
	}
	return !hasAny(text, "tool ", "tool:", "requires", "prompt ", "resource ")
}

// askWrapped recognises a server's envelope for its own request to the
// client (sampling, elicitation, roots) that the client answered with an
// error: the go-sdk server's ServerSession.CreateMessage, Elicit and
// ListRoots return `calling "sampling/createMessage": <the client's
// error>` (its jsonrpc2 call error), and mcp-go's MCPServer
// RequestSampling, RequestElicitation and RequestRoots return "sampling
// request failed: ", "elicitation request failed: " and "list root
// request failed: " before it (server/sampling.go, elicitation.go,
// roots.go). Set 1436, live.
func askWrapped(text string) bool {
	if hasAny(text, askWrapPhrases...) {
		return true
	}
	return hasFold(text, "calling ") && hasAny(text, "sampling/createmessage", "elicitation/create", "roots/list")
}

var askWrapPhrases = []string{"sampling request failed: ", "elicitation request failed: ", "list root request failed: ", "list roots request failed: "}

// askRefused recognises, in that envelope, a client's answer that no other
// reading decided (not a missing handler, a wait or an unusable reply):
// the client's handler turned the server's request down. The MCP
// specification has the client's user or host decide whether to serve
// sampling (client/sampling, "User rejected sampling request" its own
// example error), elicitation (decline, cancel) and roots (the user
// chooses what to expose), so a handler's error is a refusal of the
// authority the tool needs: denied, hand back (set 1436: "calling
// \"roots/list\": Workspace roots are private", "list root request
// failed: ..."). Callers ask it last, after the wording rules.
func askRefused(text string) bool {
	return askWrapped(text) && !hasFold(text, "method not found")
}
