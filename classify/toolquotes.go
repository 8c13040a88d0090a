package classify

import "strings"

// This file holds set 41's principles for what an MCP client and a tool
// hand over: the evidence of another protocol a tool quotes, a session
// that is closed, a server whose output is not the protocol, and a
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
	if r, ok := dbMessage(c, text); ok {
		return r, true
	}
	if _, _, ok := grpcCodeIn(text); ok && hasAny(text, "rpc error", "code = ", "status = statuscode.") {
		sub := *c
		sub.text, sub.code, sub.status = text, "", 0
		return grpcPreset(&sub)
	}
	return Result{}, false
}

// closedSession is an MCP client session that is no longer open, called
// on. The go-sdk's jsonrpc2 answers with ErrClientClosing, "client is
// closing" and nothing after it; the TypeScript SDK's Protocol.request
// rejects with "Not connected" once its transport is gone. Both follow a
// server process that exited as well as a session the program closed, and
// the text cannot tell which. By the session ruling (issue 14) both are
// transient, as the dev sample's gRPC "transport is closing" is: nothing
// about the call or the world is proved false, and a new session (rung's
// MCP client reconnects on the next call) runs the same call. A store's
// "client is closed" (go-redis, node-redis) reads premise by the handle
// ruling, and another library's closed client invalid (wording.go): those
// clients are closed only by their program and never reopen.
func closedSession(text string) bool {
	t := strings.TrimSpace(text)
	if hasSuffixFold(t, "client is closing") {
		return true
	}
	if mcpgoTransportEnded(t) {
		return true
	}
	t = strings.TrimPrefix(strings.TrimPrefix(t, "Error: "), "McpError: ")
	return strings.EqualFold(t, "not connected")
}

// mcpgoTransportEnded is mark3labs/mcp-go's wording for the same end
// (set 201). Its client wraps every transport failure as "transport
// error: %v" (client/transport/error.go): the stdio and SSE transports'
// ErrTransportClosed, "transport closed", once the server process has
// exited or the program closed the client, and the streamable HTTP
// transport's "unexpected nil response" when the response stream ended
// before the reply (the server went away mid-call). Neither names the
// call or the world: transient, by the session ruling.
func mcpgoTransportEnded(t string) bool {
	return hasSuffixFold(t, "transport error: transport closed") ||
		hasSuffixFold(t, "transport error: unexpected nil response")
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
	// '<' opens an HTML page: a proxy's error page on an HTTP transport,
	// the proxy's moment, not the server's configuration.
	return isJSONParseError(text) && !strings.Contains(text, "character '<'") && !hasFold(text, `token '<'`)
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

// sessionClosedReason is the session ruling's reason (closedSession).
const sessionClosedReason = "mcp: the client's session is closed (its server exited, or the program closed it): a new session runs the call again"

// mcpClientState reads what an MCP client says about its own session
// rather than the server's answer (mcpPreset, before the codes it quotes).
func mcpClientState(text string) (Result, bool) {
	if garbledTransport(text) || undecodableReply(text) { // mcpreply.go
		return verdict(premise, "mcp: the server wrote text that is not JSON-RPC to its stdout and the client closed the transport: the server's configuration must change (MCP stdio: the server MUST NOT write anything else)")
	}
	if envelopeIssues(text) { // mcpreply.go
		return verdict(premise, "mcp: the server's message breaks the JSON-RPC 2.0 envelope (jsonrpc not \"2.0\", no id, or both result and error): the client dropped it; the server must be fixed or replaced")
	}
	if undeliveredResponse(text) { // mcpreply.go
		return verdict(ambiguous, "mcp: the server answered, but the client could not deliver the answer to the call (an unknown response id, or a reply line over the client's buffer): the call ran and its result is lost")
	}
	if unusableResult(text) || unusableResultIssues(text) { // mcpreply.go
		return verdict(ambiguous, "mcp: the server answered, but its result does not fit the MCP result schema: the call ran and its result cannot be used")
	}
	if r, ok := sessionGone(text); ok { // mcpsession.go
		return r, true
	}
	if headerRefusal(text) { // mcpsession.go
		return verdict(premise, "mcp: the server refused the Accept or Content-Type header the client SDK always sends as the transport requires: a proxy in the path rewrote it, or the endpoint is not a Streamable HTTP server; the setup must change")
	}
	if closedSession(text) {
		return verdict(transient, sessionClosedReason)
	}
	if r, ok := handshakeClosed(text); ok { // mcphandshake.go
		return r, true
	}
	if sseOpenRefused(text) { // mcphandshake.go
		return verdict(premise, "mcp: the HTTP+SSE transport's opening GET was refused (400/405): the endpoint does not serve that transport (a Streamable HTTP endpoint): change the configured transport or URL")
	}
	if initializedClientRefused(text) { // mcphandshake.go
		return verdict(premise, sessionLostReason)
	}
	if endpointUnrouted(text) { // mcphandshake.go
		return verdict(premise, "mcp: the configured endpoint URL has no route on that server (404 \"Cannot POST\"): the server is not served there: change the configured URL or transport")
	}
	if streamConflict(text) { // mcphandshake.go
		return verdict(conflict, "mcp: the client's request was refused with 409 Conflict and nothing else: what it was to create (a session's one SSE stream) is already there")
	}
	if endpointNotStreamable(text) { // mcphandshake.go
		return verdict(premise, "mcp: the configured endpoint answers, but not as a Streamable HTTP MCP endpoint (405 to the POST, or a content type no MCP transport sends): change the configured URL or transport")
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

// bareContentBlocks is a tool result's content array on its own, as a Go
// agent hands over json.Marshal(res.Content) from the go-sdk
// ([{"type":"text","text":"..."}], set 1140): the rules read its text as
// they read the same array inside {"content": ...}.
func bareContentBlocks(b string) bool {
	t := strings.TrimSpace(b)
	if !strings.HasPrefix(t, "[") {
		return false
	}
	t = strings.TrimSpace(t[1:])
	if !strings.HasPrefix(t, "{") {
		return false
	}
	v, isStr, ok := jsonValue(t, "type")
	return ok && isStr && v == "text"
}

// pgMessageWords are PostgreSQL's own message forms (the server's
// elog texts, which every driver passes on: node-postgres and psycopg
// without the SQLSTATE pgx appends), distinct enough that no other
// software words a failure so.
var pgMessageWords = []string{
	"violates check constraint", "violates foreign key constraint", "violates not-null constraint",
	"violates exclusion constraint", "violates unique constraint", "current transaction is aborted",
	"is being accessed by other users", "because other objects depend on it", "could not create unique index",
	"could not create exclusion constraint", "is violated by some row", "contains null values",
	// Set 215: a new partition whose range the default partition's rows
	// already hold (partbounds.c check_default_partition_contents, 23514).
	"would be violated by some row",
	"in a read-only transaction", "duplicate key value violates", "canceling statement due to",
	// Set 94: the lock and session sentences (nodeLockRows.c and lmgr's
	// NOWAIT "could not obtain lock on row in relation", "... on
	// relation"; postgres.c ProcessInterrupts "terminating connection due
	// to administrator command / idle-session timeout / conflict with
	// recovery"), which asyncpg, psycopg and pgjdbc pass on as they do the
	// rest.
	"could not obtain lock on row in relation", "could not obtain lock on relation", "terminating connection due to ",
	// Set 148: quickdie's ending when another backend crashed (57P02).
	"terminating connection because of crash of another server process",
	// Set 109: the row-level security refusals (42501).
	"violates row-level security policy", "would be affected by row-level security policy",
	// Set 154: matview.c's CONCURRENTLY refusal (55000).
	"cannot refresh materialized view",
	// Set 431: auth.c ClientAuthentication's pg_hba refusals (28000), as
	// lib/pq, asyncpg, node-postgres and pgjdbc pass them on without the
	// SQLSTATE or libpq's "connection to server" prefix.
	"no pg_hba.conf entry for host", "pg_hba.conf rejects connection for host",
}

// sqliteMessageWords are SQLite's own (sqlite3ErrStr and the constraint
// reports), as better-sqlite3, node:sqlite, Python's sqlite3 and modernc
// pass them on, with or without the SQLITE_ name before them.
var sqliteMessageWords = []string{
	"sqlite_", "constraint failed:", "attempt to write a readonly database", "database is locked",
	"database table is locked", "file is not a database", "database disk image is malformed",
	"unable to open database file", "database or disk is full",
	// Set 143: sqlite3ErrStr's name of SQLITE_ERROR before the message,
	// as modernc ("SQL logic error: ... (1)") and ncruces/go-sqlite3
	// ("sqlite3: SQL logic error: ...") write it, so a Go server's
	// err.Error() reads as the SQLite preset reads it.
	"sql logic error: ",
}

// dbMessage reads a database's own message that a tool passes on without
// the code a driver would add (a TypeScript MCP server on node-postgres or
// better-sqlite3, a Python one on psycopg): as the PostgreSQL or SQLite
// preset reads it, so a check that guards a balance is premise there too,
// and a unique index over duplicates is the rows', not a conflict.
func dbMessage(c *ctx, text string) (Result, bool) {
	sub := *c
	sub.text, sub.code, sub.status = text, "", 0
	if hasAny(text, pgMessageWords...) || (hasFold(text, "function ") && hasFold(text, ") does not exist")) || pgStatementSentence(text) != "" {
		if rowsBreakNewRule(text) {
			return verdict(premise, "postgres: a rule being added (an index, a constraint, NOT NULL) that rows already stored break (23505/23P01/23514/23502)")
		}
		if hasFold(text, "other objects depend on it") {
			return verdict(premise, "postgres: dependent_objects_still_exist (2BP01): other objects rest on it")
		}
		if r, ok := pgPreset(&sub); ok {
			return r, true
		}
	}
	if hasAny(text, sqliteMessageWords...) {
		return sqlitePreset(&sub)
	}
	return Result{}, false
}
