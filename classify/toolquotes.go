package classify

import "strings"

// This file holds set 41's principles for what an MCP client and a tool
// hand over: the evidence of another protocol a tool quotes, a client the
// program itself closed, a server whose output is not the protocol, and a
// path whose form (a NUL byte) is wrong whatever the refusal says.

// toolQuotesProtocol reads an error of another protocol that a tool passes
// on in its isError text with that protocol's own evidence: an explicit
// SQLSTATE (pgx's "ERROR: ... (SQLSTATE 23514)", PDO's "SQLSTATE[23505]")
// or a gRPC status ("rpc error: code = NotFound desc = ..."). The tool's
// wrapper adds words ("pay supplier for PO-1: ...") but the state decides,
// as it would had the tool's caller got the error itself: a check that
// guards a balance is premise, a format check invalid, 25P02 premise
// (docs/taxonomy.md, PostgreSQL; the MCP reference servers and a go-sdk
// server pass the error's Error() text as the result's text).
func toolQuotesProtocol(c *ctx, text string) (Result, bool) {
	if state := SQLState(text); state != "" {
		return pgDecide(state, text), true
	}
	if _, _, ok := grpcCodeIn(text); ok && hasAny(text, "rpc error", "code = ") {
		sub := *c
		sub.text, sub.code, sub.status = text, "", 0
		return grpcPreset(&sub)
	}
	return Result{}, false
}

// closedByCaller is a client the program itself closed, then called on.
// The go-sdk's jsonrpc2 answers every call after ClientSession.Close with
// ErrClientClosing, "client is closing" and nothing after it (a connection
// that broke under the client says why: "client is closing: EOF"); the
// TypeScript SDK's Protocol.request rejects with "Not connected" once
// close() cleared its transport. No retry on that session can succeed:
// the program's call order is wrong, invalid, as wording.go's
// lifecycleWords (go-redis "redis: client is closed", grpc-go's "the
// client connection is closing").
func closedByCaller(text string) bool {
	t := strings.TrimSpace(text)
	if hasSuffixFold(t, "client is closing") {
		return true
	}
	t = strings.TrimPrefix(strings.TrimPrefix(t, "Error: "), "McpError: ")
	return strings.EqualFold(t, "not connected")
}

// garbledTransport is a stdio transport that ended because the server's
// output was not JSON-RPC: the client's decoder met a line of other text
// ("Starting MCP server on stdio...", an npm warning) and closed. The MCP
// specification (basic/transports, stdio) says the server MUST NOT write
// anything to stdout that is not a valid MCP message; the same command
// prints the same text at every start, so no retry helps: the server's
// configuration must change, premise. A connection that closed for any
// other cause stays transient.
func garbledTransport(text string) bool {
	if !hasAny(text, "client is closing:", "connection closed", "transport closed", "transport error") {
		return false
	}
	return isJSONParseError(text)
}

// nulInPath is a path that holds a NUL byte. No file system accepts one
// (POSIX: a path name is a string of bytes ending at NUL), and each runtime
// refuses it in its own words: Node's ERR_INVALID_ARG_VALUE "must be a
// string, Uint8Array, or URL without null bytes", Python's "embedded null
// byte", Java's InvalidPathException "Nul character not allowed", Rust's
// "file name contained an unexpected NUL byte", Go's EINVAL on the path
// itself; the MCP filesystem server's path check (path-validation.js)
// says "Access denied - path outside allowed directories" for a path
// inside its root. Whatever the refusal's word, the call's argument is
// malformed: invalid.
func nulInPath(text string) bool {
	return strings.Contains(text, `\u0000`) || strings.IndexByte(text, 0) >= 0
}

func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// mcpClientState reads what an MCP client says about its own session
// rather than the server's answer (mcpPreset, before the codes it quotes).
func mcpClientState(text string) (Result, bool) {
	if garbledTransport(text) {
		return verdict(premise, "mcp: the server wrote text that is not JSON-RPC to its stdout and the client closed the transport: the server's configuration must change (MCP stdio: the server MUST NOT write anything else)")
	}
	if closedByCaller(text) {
		return verdict(invalid, "mcp: a call on a client session the program closed: open a new session (the call order is wrong)")
	}
	return Result{}, false
}

// toolErrorEvidence is what mcpToolError reads ahead of the wording: a NUL
// byte in a path, then another protocol's own evidence quoted in the text.
func toolErrorEvidence(c *ctx, text string) (Result, bool) {
	if nulInPath(text) {
		return Result{Kind: invalid, Code: "isError", Reason: "mcp: tool error: the path holds a NUL byte, which no file system accepts: fix the argument"}, true
	}
	if w, ok := toolQuotesProtocol(c, text); ok {
		w.Reason = "mcp: tool error quoting " + w.Reason
		return w, true
	}
	return Result{}, false
}

// bareToolResult is a tools/call result as a client hands it over: the
// go-sdk's CallToolResult and the TypeScript SDK's callTool value
// marshalled ({"content": [...], "structuredContent": ...}), without the
// JSON-RPC response around it. It says what the same result inside
// {"result": ...} says: an empty list, a wrapped API's refusal (Slack's
// {"ok": false}) that the server passed on without isError.
func bareToolResult(b string) bool {
	t := strings.TrimSpace(b)
	if !strings.HasPrefix(t, "{") || jsonObject(t, "content") == "" {
		return false
	}
	_, _, rpc := jsonValue(t, "jsonrpc")
	_, _, failed := jsonValue(t, "error")
	return !rpc && !failed
}
