package classify

import (
	"net/http"
	"strings"
)

// mcpPreset reads MCP (JSON-RPC 2.0) errors and tool results: the body when
// it is JSON, else the Code field ("-32602", "isError") and the text.
func mcpPreset(c *ctx) (Result, bool) {
	// A refusal of a tool schema the server published (a client's at
	// tools/list, a validator's root that cannot hold an object): the
	// server's defect, whatever the code (toolschemadefect.go, set 1475).
	if toolSchemaDefect(c.text, strings.EqualFold(c.code, "isError")) {
		return verdict(premise, "mcp: the server's own tool schema is defective (a client refused it at tools/list, or its root cannot hold the arguments object): no argument passes, route around the tool")
	}
	if strings.IndexByte(c.body, '{') >= 0 {
		if r, ok := mcpBody(c, c.body); ok {
			return r, true
		}
	}
	if n, ok := atoi(c.code); ok && n < 0 {
		return mcpError(c, n, c.text), true
	}
	if r, ok := mcpClientState(c.text); ok { // toolquotes.go
		return r, true
	}
	// A client error marked as the transport's (code "transport": no
	// JSON-RPC code, the stdio stream itself) whose text is a JSON parser's
	// syntax error is the client's decoder failing on the server's output
	// (V8's "Unexpected end of JSON input", "Expected property name or '}'
	// in JSON at position N" from the TypeScript SDK's ReadBuffer): the
	// server writes non-JSON-RPC on stdout, premise, as garbledTransport
	// (set 1496). '<' (an HTML page on an HTTP transport) stays out.
	if strings.EqualFold(c.code, "transport") && isJSONParseError(c.text) &&
		!strings.Contains(c.text, "character '<'") && !hasFold(c.text, "token '<'") {
		return verdict(premise, "mcp: the client could not parse the server's output on the transport: the server writes text that is not JSON-RPC (MCP stdio: the server MUST NOT write anything else); its configuration must change")
	}
	if !strings.EqualFold(c.code, "isError") && mcpGoUnusable(c.text) { // mcpreply.go
		return verdict(ambiguous, "mcp: the server answered, but its result does not fit the MCP result schema (the mcp-go client could not decode it): the call ran and its result cannot be used")
	}
	if strings.EqualFold(c.code, "isError") {
		return mcpToolError(c, c.text)
	}
	if rest, ok := pythonToolError(c.text); ok {
		return mcpToolError(c, rest)
	}
	// Clients render a JSON-RPC error as text, each its own way: the
	// TypeScript SDK's "MCP error -32602: ...", Python's McpError, Rust
	// rmcp's "Mcp error: -32601: ...", x/tools' jsonrpc2 "code -32601".
	// The code they quote is the error's code.
	if n, ok := jsonRPCCodeIn(c.text); ok {
		// The streamable HTTP transport's errors quote the status too
		// ("Error POSTing to endpoint (HTTP 404): {...-32001...}").
		if sub, ok := quotedStatus(c); ok {
			return mcpError(&sub, n, c.text), true
		}
		return mcpError(c, n, c.text), true
	}
	// The mcp-go client renders a JSON-RPC error as its code's sentinel
	// and the message ("internal error: Invalid resourceId: 0. ...",
	// "invalid params: ..."; mcp/errors.go AsError): the sentinel is the
	// code, read as the code itself would be (set 1488).
	if n, ok := mcpGoSentinelCode(c.text); ok {
		return mcpError(c, n, c.text), true
	}
	// The go-sdk client keeps only the message ("calling \"prompts/get\":
	// Method not found"): JSON-RPC 2.0's own message for -32601.
	if hasFold(c.text, "method not found") {
		return mcpError(c, -32601, c.text), true
	}
	// A client that hands back only a tool result's text (the go-sdk's
	// CallToolResult content, the TypeScript SDK's content[0].text) leaves
	// no code at all, while a JSON-RPC error keeps one (quoted above). A
	// JSON parser's syntax error or a runtime's null dereference in that
	// bare text is the tool's fault on data it read itself, as in an
	// isError result: the call's own JSON would have been a -32700 and its
	// shape a -32602 (server-memory's loadGraph over a damaged store, set
	// 101). The go-sdk's own failures of a call ("connection closed:
	// calling \"tools/call\": client is closing: invalid character ...")
	// are the transport's, read by the wording (set 41).
	if c.code == "" && !hasAny(c.text, "connection closed", `calling "`) &&
		(isJSONParseError(c.text) || readsMissingField(c.text)) {
		return mcpToolError(c, c.text)
	}
	// A client that hands back only a result's text (the go-sdk's
	// CallToolResult content, the TypeScript SDK's content[0].text) whose
	// text is a heading with nothing under it (set 170, zerocount.go).
	if c.code == "" && headingOnly(c.text) {
		return verdict(ambiguous, "mcp: tool result: a heading with nothing listed under it")
	}
	// A bare tool error whose "no such file" names a path spelt for a
	// shell: a tilde-prefix the server joined to its root ("<root>/~user/
	// docs", set 1216) or a leading "~/" or "$HOME/": the call is wrong,
	// as callMisuse reads the same errno text (callmisuse.go).
	if c.code == "" && hasAny(c.text, "no such file or directory", "enoent") && unexpandedShell(errnoPath(c.text)) {
		return verdict(invalid, "mcp: tool error: the path holds shell syntax (~, $VAR) that nothing expanded: expand it first")
	}
	// A result's text that is a diff's headers with no hunk (edit_file
	// whose edits change nothing, set 1216, zerocount.go).
	if c.code == "" && emptyDiff(c.text) {
		return verdict(ambiguous, "mcp: tool result: a diff with no hunk: the edit changes nothing")
	}
	// The same bare text when it is the result's own account of what it
	// added and every account is empty (server-memory's add_observations
	// as the go-sdk's CallToolResult text: [{"entityName": ...,
	// "addedObservations": []}]): every item was there already, as set
	// 60 reads the wrapped result (addednothing.go, set 1189).
	if c.code == "" && addedNothing(c.text) {
		return verdict(conflict, "mcp: tool result: the call added nothing because every item was already present")
	}
	// A result's text that is a binary file's bytes read as text (set
	// 924, binarytext.go): the call ran and what it returned is unusable.
	if c.code == "" && binaryAsText(c.text) {
		return verdict(ambiguous, "mcp: tool result: the text is binary data read as text (replacement and control characters): read it as media or bytes")
	}
	// The same bare text whose own summary counts nothing ("Total: 0
	// files, 0 directories", list_directory_with_sizes of an empty
	// directory), or whose value is Infinity or NaN (server-everything's
	// get-sum, set 1044): the call ran and gave nothing usable. A text
	// that is an error about such a value is not a result.
	if c.code == "" && (countsNothing(c.text) || nonNumberResult(c.text)) {
		return verdict(ambiguous, "mcp: tool result: its own summary counts nothing, or its value is Infinity or NaN: the call ran and gave nothing usable")
	}
	// A client that renders the JSON-RPC error as text alone (mcp-go's
	// "tool 'x' not found: tool not found") still names an unknown tool:
	// a wrong name, invalid, as the -32602 it stands for (issue 14).
	if unknownTool(c.text) {
		return verdict(invalid, "mcp: the tool or prompt name is unknown")
	}
	return Result{}, false
}

// mcpBody reads a JSON-RPC error object or a tools/call result.
func mcpBody(c *ctx, b string) (Result, bool) {
	if eo := jsonObject(b, "error"); eo != "" && eo[0] == '{' {
		if v, isStr, ok := jsonValue(eo, "code"); ok && !isStr {
			if n, ok := atoi(v); ok {
				// MyGeotab names its .NET exception type in error.data.type
				// (geotab.go, set 1687): the type decides, not the -32000.
				if strings.Contains(eo, `Exception"`) {
					if r, ok := geotabRPCError(eo); ok {
						return r, true
					}
				}
				// Bitcoin Core's JSON-RPC 1.0 envelope, handed over as the
				// body whatever the HTTP status (set 1622): its own codes
				// (-1 to -35) and reject reasons decide, as under HTTP 500
				// (bitcoinrpc.go; errorenvelope.go envelope500).
				if n <= -1 && n >= -35 {
					if r, ok := bitcoinRPCBody(b); ok {
						r.Reason = "jsonrpc: " + r.Reason
						return r, true
					}
				}
				if sub, ok := quotedStatus(c); ok && (n == -32000 || n == -32001) {
					return mcpError(&sub, n, eo), true
				}
				return mcpError(c, n, eo), true
			}
		}
	}
	if jsonIs(b, "isError", "true") {
		return mcpToolError(c, toolText(b))
	}
	res := jsonObject(b, "result")
	if res == "" && (bareToolResult(b) || bareContentBlocks(b)) { // toolquotes.go
		res = b
	}
	if res == "" && strings.HasPrefix(strings.TrimSpace(b), "{") {
		if _, _, rpc := jsonValue(b, "jsonrpc"); !rpc {
			// A client's rendering of a sampling or elicitation result on
			// its own (go-sdk, TypeScript SDK JSON.stringify), set 329.
			if r, ok := declinedAsk(b); ok {
				return r, true
			}
			if _, _, role := jsonValue(b, "role"); role {
				if r, ok := resultEnding(b); ok {
					return r, true
				}
			}
		}
	}
	if res != "" {
		// Bitcoin Core's fee estimators answer without an error object
		// when they have nothing to estimate from (bitcoinrpc.go, set 1622).
		if r, ok := bitcoinNoFeerate(res); ok {
			return r, true
		}
		// An elicitation's refusal and a sampling result cut short
		// (set 329), read by their fields before any text.
		if r, ok := declinedAsk(res); ok {
			return r, true
		}
		if r, ok := resultEnding(res); ok {
			r.Reason = "mcp: sampling result: " + r.Reason
			return r, true
		}
		text := toolText(res)
		// A text that is a binary file's bytes, or a number computed as
		// Infinity or NaN (binarytext.go, set 1014): the call ran and
		// what it returned cannot be used.
		if binaryAsText(text) || escapedBinary(text) {
			return verdict(ambiguous, "mcp: tool result: the text is binary data read as text (replacement and control characters): read it as media or bytes")
		}
		if nonNumberResult(unescapeJSONText(jsonString(text, "text"))) {
			return verdict(ambiguous, "mcp: tool result: the value it computed is Infinity or NaN, no usable number (an overflow or an undefined operation)")
		}
		if r, ok := matchWords(ambiguousWords2, text); ok {
			r.Reason = "mcp: tool result: " + r.Reason
			return r, true
		}
		// A result without isError whose items partly failed (the
		// filesystem server's read_multiple_files): read here, before an
		// item's ENOENT is taken for the whole call's, whatever protocol
		// the caller named (wording.go partialItems).
		if partialItems(text) {
			return Result{Kind: ambiguous, Reason: "mcp: tool result: a partial success: some items report an error, the rest hold content"}, true
		}
		if contents := jsonObject(res, "contents"); contents != "" && isEmptyArray(contents) {
			return Result{Kind: ambiguous, Reason: "mcp: resources/read returned no contents"}, true
		}
		if content := jsonObject(res, "content"); content != "" && isEmptyArray(content) {
			return Result{Kind: ambiguous, Reason: "mcp: tool result with no content"}, true
		}
		// A text result that is itself JSON: the wrapped API's refusal that
		// the server passed on without isError (Slack's {"ok": false}), or
		// nothing in it (the memory server's {"entities": [], ...}).
		inner := unescapeJSONText(jsonString(text, "text"))
		// A create that added nothing: every item was there already
		// (addednothing.go).
		if addedNothing(res) || addedNothing(inner) || createdNothing(res) {
			return Result{Kind: conflict, Reason: "mcp: tool result: the call added nothing because every item was already present"}, true
		}
		if strings.TrimSpace(inner) == "[]" {
			return Result{Kind: ambiguous, Reason: "mcp: tool result: empty result: []"}, true
		}
		if countsNothing(inner) { // zerocount.go
			return Result{Kind: ambiguous, Reason: "mcp: tool result whose own summary counts nothing (\"0 files, 0 directories\", \"(0 rows)\")"}, true
		}
		if emptyTableText(inner) { // zerocount.go
			return Result{Kind: ambiguous, Reason: "mcp: tool result: a table with its header and no row"}, true
		}
		if headingOnly(inner) { // zerocount.go
			return Result{Kind: ambiguous, Reason: "mcp: tool result: a heading with nothing listed under it"}, true
		}
		if emptyDiff(inner) { // zerocount.go
			return Result{Kind: ambiguous, Reason: "mcp: tool result: a diff with no hunk: the edit changes nothing"}, true
		}
		if r, ok := quotedSamplingResult(inner); ok {
			return r, true
		}
		if strings.HasPrefix(strings.TrimSpace(inner), "{") {
			if jsonIs(inner, "ok", "false") {
				if r, ok := slackError(jsonString(inner, "error")); ok {
					r.Reason = "mcp: tool result carries an API error: " + r.Reason
					return r, true
				}
			}
			if r, ok := emptyResult(inner); ok {
				if skippedAsPresent(inner) { // addednothing.go (set 1452)
					return Result{Kind: conflict, Reason: "mcp: tool result: an empty result that says its items were skipped as already present"}, true
				}
				r.Reason = "mcp: tool result: " + r.Reason
				return r, true
			}
		}
		if content := jsonObject(res, "content"); content != "" && strings.Contains(content, `"text"`) && !anyNonEmpty(content, "text") &&
			!hasAny(content, `"image"`, `"audio"`, `"resource"`, `"resource_link"`) {
			return Result{Kind: ambiguous, Reason: "mcp: tool result whose text is empty"}, true
		}
		// A result without isError that only reports its own success
		// (set 918): the call worked, so nothing it believed is proven
		// false; handed over as a failure, what it did is not what the
		// step needed (server-memory's deletes succeed silently when
		// nothing matched).
		if successOnly(res, inner) {
			return Result{Kind: ambiguous, Reason: "mcp: tool result reports success: the call worked; check that it did what the step needed"}, true
		}
	}
	return Result{}, false
}

var ambiguousWords2 = newMatcher(ambiguousWords)

// quotedSamplingResult reads a tool's text that quotes the client's
// sampling/createMessage result after a line of its own (server-everything
// trigger-sampling-request: "LLM sampling result: \n{\"model\": ...}", its
// async form's "**Result:**\n{...}"), set 1207. The tool ran and handed back
// the model's answer, so the answer's own fields decide, as a bare
// CreateMessageResult's do (set 329): stopReason maxTokens is an answer cut
// short, and an empty text content is no answer; both ambiguous. Only an
// object with the result's model and role fields counts, and a whole answer
// (endTurn with text) keeps the tool result's other readings.
func quotedSamplingResult(inner string) (Result, bool) {
	i := strings.IndexByte(inner, '{')
	if i < 0 {
		return Result{}, false
	}
	obj := inner[i:]
	if _, _, ok := jsonValue(obj, "model"); !ok {
		return Result{}, false
	}
	if _, _, ok := jsonValue(obj, "role"); !ok {
		return Result{}, false
	}
	if r, ok := resultEnding(obj); ok {
		r.Reason = "mcp: tool result quoting a sampling result: " + r.Reason
		return r, true
	}
	if c := jsonObject(obj, "content"); c != "" && c[0] == '{' && jsonString(c, "type") == "text" {
		if v, isStr, ok := jsonValue(c, "text"); ok && isStr && strings.TrimSpace(v) == "" {
			return Result{Kind: ambiguous, Reason: "mcp: tool result quoting a sampling result whose text is empty: the model gave no answer"}, true
		}
	}
	return Result{}, false
}

// unescapeJSONText undoes the escapes of a JSON string's raw text well
// enough for the wording and shape rules to read it.
func unescapeJSONText(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	return jsonTextUnescaper.Replace(s)
}

// jsonTextUnescaper is built once: a Replacer compiles its table on first use.
var jsonTextUnescaper = strings.NewReplacer(`\"`, `"`, `\n`, "\n", `\t`, "\t", `\\`, `\`)

// readOnlySandbox reports PostgreSQL's "in a read-only transaction"
// passed on by an MCP server without its SQLSTATE: server-postgres runs
// every query in BEGIN TRANSACTION READ ONLY, a boundary no replan through
// the same tool crosses (sets 438, 468 and 478 against 139). Quoted with
// its SQLSTATE, the sentence is a database's state (a replica, a read-only
// role) and reads premise (toolquotes.go).
func readOnlySandbox(t string) bool {
	return hasFold(t, "in a read-only transaction") && !quotesProtocolCode(t)
}

const readOnlySandboxReason = "the server runs every statement read-only (its sandbox): writes need another tool"

// readOnlyModeRefusal reports an MCP server refusing a write because its
// operator started it in read-only mode (supabase-mcp's --read-only
// "Cannot apply migration in read-only mode.", held-out set 601; SQL and
// Cypher servers' "... is not allowed in read-only mode"): a boundary of
// the server, as readOnlySandbox's, that no replan through it crosses.
// A database's own "Running in read-only mode" (MySQL 1836, a replica's
// state) has no refusal words and stays serverRoleWords' premise.
func readOnlyModeRefusal(t string) bool {
	if !hasAny(t, "read-only mode", "read only mode") {
		return false
	}
	return hasAny(t, "cannot ", "not allowed in read", "not permitted in read", "read-only mode is enabled", "read only mode is enabled")
}

const readOnlyModeReason = "the server runs in read-only mode (its operator's setting) and refuses writes: writes need another tool or a person"

// toolText returns the text of a tool result's content (the raw JSON of the
// content array: the wording rules read it as it is).
func toolText(b string) string {
	if content := jsonObject(b, "content"); content != "" {
		return content
	}
	return b
}

// mcpError maps a JSON-RPC error code (MCP typescript-sdk ErrorCode and the
// MCP specification's resource errors).
func mcpError(c *ctx, n int, text string) Result {
	code := itoaCode(n)
	r := func(k Result) Result { k.Code = code; return k }
	// A transport's refusal of the session id the client holds (mcpsession.go).
	if n == -32000 || n == -32001 || n == -32600 {
		if w, ok := sessionGone(text); ok {
			return r(w)
		}
		if sessionEndRefused(text) { // mcpsession.go
			return r(Result{Kind: premise, Reason: sessionEndRefusedReason})
		}
	}
	// The streamable HTTP transport sends its own errors (an unknown
	// session, an unsupported protocol version) as -32000/-32001 inside an
	// The TypeScript client's rendering of a "not initialized" refusal: the
	// client had initialized, so the server lost the session
	// (mcphandshake.go initializedClientRefused), not a call made too soon.
	if n == -32000 && initializedClientRefused(c.text) {
		return r(Result{Kind: premise, Reason: sessionLostReason})
	}
	// HTTP 4xx: the status says what the generic code does not.
	if (n == -32000 || n == -32001) && c.status >= 400 && c.status < 500 {
		sub := *c
		sub.text = text
		if w, ok := httpStatus(&sub); ok {
			w.Reason = "mcp: " + code + " in an HTTP " + itoa(c.status) + ": " + w.Reason
			return r(w)
		}
	}
	// The same refusal handed on without the status (a tool that passes
	// only the body, or the client's error text): the transport opens its
	// message with the status's reason phrase (typescript-sdk
	// server/webStandardStreamableHttp.ts createJsonErrorResponse: "Bad
	// Request: Server not initialized", "Not Acceptable: Client must
	// accept ...", "Unsupported Media Type: ...", "Payload Too Large:
	// ..."), and that phrase stands for the status (set 152).
	if (n == -32000 || n == -32001) && c.status == 0 {
		if st := leadingReason(text); st != 0 {
			sub := *c
			sub.status, sub.text = st, text
			if w, ok := httpStatus(&sub); ok {
				w.Reason = "mcp: " + code + " opening with the reason phrase of HTTP " + itoa(st) + ": " + w.Reason
				return r(w)
			}
		}
	}
	// A client that checks a tool's result against the tool's declared
	// outputSchema reports a miss with a request-shaped code (the
	// TypeScript SDK's -32600 and -32602): the tool ran, its output is
	// unusable (llm.go contractWords).
	if w, ok := brokenOutput("mcp", code, text); ok {
		return w
	}
	switch n {
	case -32700:
		return r(Result{Kind: invalid, Reason: "mcp: -32700 parse error: the request is not valid JSON"})
	case -32600:
		// The Python SDK's client refuses a server's request for a
		// capability it lacks with -32600 ("List roots not supported",
		// "Sampling not supported"): a fact about the client, as -32021.
		if clientLacks(text) {
			return r(Result{Kind: premise, Reason: "mcp: -32600 for a capability this client lacks (as -32021)"})
		}
		// The TypeScript SDK's streamable HTTP server answers a second
		// initialize with -32600 "Invalid Request: Server already
		// initialized" (server/streamableHttp.ts): the session the call was
		// to create exists, conflict, as an ALREADY_EXISTS (set 38).
		if hasAny(text, "already initialized") || reinitialized(text) {
			return r(Result{Kind: conflict, Reason: "mcp: -32600 for an initialize the server already had: the session exists"})
		}
		// A hosted node provider that refuses every request once a period's
		// allowance is spent, under the request-shaped code (Alchemy's 403
		// -32600 "Monthly capacity limit exceeded. Visit .../billing"): the
		// quota decides, as the same words under -32000 do (generic.go
		// quotaWords, set 1622). Gated on "exceeded" before the table.
		if strings.Contains(text, "xceeded") {
			if w, ok := matchWords(quotaOnly, text); ok && w.Kind == premise {
				w.Reason = "jsonrpc: -32600, but the message says: " + w.Reason
				return r(w)
			}
		}
		return r(Result{Kind: invalid, Reason: "mcp: -32600 invalid request"})
	case -32601:
		// The TypeScript SDK sends -32601 also when the server needs a
		// capability this client never declared ("Client does not
		// support sampling"): a fact about the client, as -32021.
		if clientLacks(text) {
			return r(Result{Kind: premise, Reason: "mcp: -32601 for a capability this client never declared (as -32021)"})
		}
		// A gateway or SDK refusing a server-to-client request the session
		// cannot carry (stateless transport, the 2026 lifecycle): a fact
		// about the session, as -32021 (wording.go capabilityWords, set 286).
		if sessionCannotAsk(text) {
			return r(Result{Kind: premise, Reason: "mcp: -32601 for a server-to-client request this session cannot carry (as -32021)"})
		}
		return r(Result{Kind: invalid, Reason: "mcp: -32601 method not found"})
	case -32602:
		// A server refusing a request it would put to this client for a
		// capability the client never declared, sent as Invalid params
		// (python-sdk server/validation.py: "Client does not support
		// sampling tools capability"): a fact about the client, as -32021
		// and as the same words under -32600 and -32601 (set 1392).
		if hasAny(text, clientLackPhrases...) {
			return r(Result{Kind: premise, Reason: "mcp: -32602 for a capability this client never declared (as -32021)"})
		}
		// A cancel of a task already in a terminal status: the MCP spec
		// (basic/utilities/tasks, "Cancelling Tasks") has receivers reject
		// it with -32602, but what the step wanted is so: conflict, as the
		// same words without the code (worldstate.go finishedAlready).
		if finishedAlready(text) {
			return r(Result{Kind: conflict, Reason: "mcp: -32602 for a cancel of a task that has already ended: what the step wanted is so"})
		}
		// The same act refused for the state it makes ("already been
		// cancelled and cannot be cancelled again"): appwords.go.
		if alreadyAgain(text) {
			return r(Result{Kind: conflict, Reason: "mcp: -32602, but " + alreadyAgainReason})
		}
		// A credential argument the server checked and found expired or
		// revoked: the arguments' shape is right, the authority behind
		// them is gone (denied), as an expired token anywhere.
		if lapsedCredential(text) {
			return r(Result{Kind: denied, Reason: "mcp: -32602 for a credential that expired or was revoked: a fresh one is needed"})
		}
		if unknownTool(text) {
			return r(Result{Kind: invalid, Reason: "mcp: -32602 unknown tool or prompt: a name not in the server's list"})
		}
		// A prompt is addressed by a name the client chose from
		// prompts/list, as a tool is: an unknown one is a wrong name
		// (go-sdk mcp/server.go getPrompt: CodeInvalidParams "unknown
		// prompt"; typescript-sdk server/mcp.ts: "Prompt ${name} not
		// found"). A resource is data whose absence is a fact about the
		// world, so its "not found" stays premise (spec: resources,
		// error handling).
		if hasFold(text, "prompt") && !hasFold(text, "resource") && hasAny(text, "unknown", "not found", "does not exist", "no such") {
			return r(Result{Kind: invalid, Reason: "mcp: -32602 unknown prompt: a wrong name"})
		}
		// A resource template is named from resources/templates/list too
		// (a completion's ref/resource: typescript-sdk server/mcp.ts
		// "Resource template ${uri} not found"): the server's vocabulary,
		// not data in the world, so an unknown one is a wrong name.
		if unknownTemplate(text) {
			return r(Result{Kind: invalid, Reason: "mcp: -32602 unknown resource template: a wrong name"})
		}
		if w, ok := matchWords(missingOnly, text); ok {
			return r(Result{Kind: premise, Reason: "mcp: -32602 for a missing resource (" + w.Reason + ")"})
		}
		// An object the server held for the client and dropped when its
		// time ran out (the 2025-11-25 spec, basic/utilities/tasks: "Failed
		// to retrieve task: Task has expired", and a receiver may purge an
		// expired task and answer "not found" instead): gone from the
		// world, as a missing resource. An expired credential is not
		// (expiredObject skips credential nouns).
		if expiredObject(text) {
			return r(Result{Kind: premise, Reason: "mcp: -32602 for an object the server no longer holds: it expired"})
		}
		// A tool, prompt or resource the server holds but has switched off
		// (typescript-sdk server/mcp.ts: "Tool x disabled", "Prompt x
		// disabled", "Resource uri disabled"): the name is right, the
		// server's state is not as the plan believed: premise.
		if hasAny(text, "tool", "prompt", "resource") && hasAny(text, "disabled", "not enabled", "deactivated") {
			return r(Result{Kind: premise, Reason: "mcp: -32602 for a tool, prompt or resource the server has disabled"})
		}
		// The spec's initialize refusal ("Unsupported protocol version",
		// data.supported): client and server share no version, as -32022
		// and every client's own rendering of it read: premise, the
		// client's configuration (sets 17, 282, 329 against 9 and 298).
		if hasFold(text, "unsupported protocol version") {
			return r(Result{Kind: premise, Reason: "mcp: -32602 unsupported protocol version: client and server share no version"})
		}
		return r(Result{Kind: invalid, Reason: "mcp: -32602 invalid params"})
	case -32603:
		// A tool handler that returns its driver's error as a Go error
		// (mcp-go and the go-sdk send it as -32603 "internal error: ...")
		// hands over the same evidence an isError result would: an
		// explicit SQLSTATE or gRPC status decides as it does there
		// (toolquotes.go toolQuotesProtocol), so a not-null violation is
		// the call's, a statement timeout time's (set 269).
		if quotesProtocolCode(text) {
			if w, ok := toolQuotesProtocol(c, text); ok {
				w.Reason = "mcp: -32603 internal error quoting another protocol's code: " + w.Reason
				return r(w)
			}
		}
		if recoveredHandlerPanic(text) { // handlerpanic.go (sets 269, 1431)
			return r(Result{Kind: unk, Reason: "mcp: -32603 internal error, and " + recoveredPanicReason})
		}
		// A tool whose own request to this client (sampling, elicitation,
		// roots) found no handler, or that the session cannot carry, as
		// mcp-go's server returns the tool's Go error under -32603 ("sampling
		// request failed: Method not found"; "...: server-initiated requests
		// are not supported in protocol version 2026-07-28"): a fact about
		// the client or session, as the same text in an isError result and
		// under -32601 (set 1436).
		if unservedByClient(text) || sessionCannotAsk(text) {
			return r(Result{Kind: premise, Reason: "mcp: -32603 for the tool's own request to this client, which the client or session cannot serve (as -32021)"})
		}
		if w, ok := mcpText(c, text); ok {
			w.Reason = "mcp: -32603 internal error, but " + w.Reason
			return r(w)
		}
		// A handler's file error returned as a Go error (mcp-go "internal
		// error: read /x: is a directory"), or a resource handler's throw:
		// EISDIR and ENOTDIR read by the path ruling, as in an isError
		// result (pathkind.go; set 269).
		if w, ok := pathKind(text); ok {
			w.Reason = "mcp: -32603 internal error, but " + w.Reason
			return r(w)
		}
		// A task's result asked for when the task ended without one: the
		// TypeScript SDK's task store throws "Task <id> has no result
		// stored" (experimental/tasks/stores/in-memory.js getTaskResult)
		// for a task cancelled or failed before it stored a result, and
		// the server hands it over as -32603. The task is terminal; the
		// result the plan expected was never made and no retry makes it:
		// premise, as "Task not found" (set 1161).
		if hasFold(text, "task") && hasFold(text, "has no result stored") {
			return r(Result{Kind: premise, Reason: "mcp: -32603 for a task that ended without a result (cancelled or failed): the result the plan expected does not exist"})
		}
		if askRefused(text) { // mcpsession.go
			return r(Result{Kind: denied, Reason: "mcp: -32603 for the tool's own request to this client, which the client's handler turned down: " + askRefusedReason})
		}
		return r(Result{Kind: transient, Reason: "mcp: -32603 internal error (opaque: bounded retry)"})
	case -32002:
		// Solana's RPC uses -32002 for SendTransactionPreflightFailure
		// (agave rpc-client-api custom_error.rs), its message "Transaction
		// simulation failed: <TransactionError>": the simulation's own
		// error decides, not MCP's resource-not-found (set 1300).
		if hasFold(text, "transaction simulation failed") {
			if w, ok := matchWords(solanaPreflightMatcher, text); ok {
				w.Reason = "-32002 Solana preflight failure: " + w.Reason
				return r(w)
			}
		}
		return r(Result{Kind: premise, Reason: "mcp: -32002 resource not found"})
	case -32001:
		// Agave's -32001 is BlockCleanedUp, a purged block, not MCP's
		// request timeout: its own sentence decides (stated.go
		// evmTxWords, set 1577).
		if w, ok := matchWords(evmTxMatcher, text); ok {
			w.Reason = "mcp: -32001, but the message is a blockchain node's: " + w.Reason
			return r(w)
		}
		// The TypeScript SDK's client rejects with McpError(RequestTimeout,
		// String(reason)) also when the caller's own AbortSignal fires
		// (shared/protocol.js request()); its timeout says "Request timed
		// out". A -32001 it renders without any word of time carries the
		// caller's abort reason: the caller's cancel, not a timeout.
		if hasFold(text, "mcp error -32001") && !hasAny(text, "timed out", "timeout", "time out", "time-out") && !waitedTooLong(text) {
			return r(Result{Kind: denied, Reason: "mcp: -32001 carrying the caller's abort reason: " + cancelReason})
		}
		return r(Result{Kind: transient, Timeout: true, Reason: "mcp: -32001 request timeout"})
	case -32000:
		if r0, ok := evmBareVerdict(text); ok { // evmnode.go (set 1622)
			return r(r0)
		}
		if startupRefusal(text) { // mcphandshake.go
			return r(Result{Kind: premise, Reason: "mcp: -32000 connection closed, and the server's stderr says it could not start as configured (a missing environment variable or argument): every launch ends the same way"})
		}
		if w, ok := mcpText(c, text); ok {
			w.Reason = "mcp: -32000 server error: " + w.Reason
			return r(w)
		}
		return r(Result{Kind: transient, Reason: "mcp: -32000 connection closed or server error"})
	// -32020..-32022: the stateless streamable HTTP proposal (SEP-1442,
	// modelcontextprotocol PR "Mcp-Method headers"): the request's
	// Mcp-* headers contradict its body (the client built it wrong), the
	// server needs a client capability this client never declared, or
	// the two share no protocol version. None clears with time; the last
	// two are facts about the client the plan assumed otherwise.
	case -32020:
		return r(Result{Kind: invalid, Reason: "mcp: -32020 header mismatch: the request's headers contradict its body"})
	case -32021:
		return r(Result{Kind: premise, Reason: "mcp: -32021 missing required client capability: this client cannot make the call"})
	case -32022:
		return r(Result{Kind: premise, Reason: "mcp: -32022 unsupported protocol version: client and server share no version"})
	case -32042:
		return r(Result{Kind: denied, Reason: "mcp: -32042 the user must authorize via a URL"})
	}
	if n >= 400 && n <= 599 {
		sub := *c
		sub.status, sub.text = n, text
		if w, ok := httpStatus(&sub); ok {
			w.Reason = "mcp: error code " + code + " read as HTTP: " + w.Reason
			return r(w)
		}
	}
	// A second initialize on a session that already had one, under the
	// go-sdk's plain-error code 0 (server.go: `duplicate "initialize"
	// received`, and the same for notifications/initialized) or any other
	// code: the session the call was to open exists, as the TypeScript
	// SDK's -32600 "Server already initialized" above (set 667).
	if reinitialized(text) {
		return r(Result{Kind: conflict, Reason: "mcp: error " + code + " for an initialize the session already had: the session exists"})
	}
	if w, ok := mcpText(c, text); ok {
		w.Reason = "mcp: error " + code + ": " + w.Reason
		return r(w)
	}
	if n <= -32000 && n >= -32099 {
		return r(Result{Kind: transient, Reason: "mcp: server error " + code, guess: true})
	}
	return r(Result{Kind: unk, Reason: "mcp: unrecognised error code " + code})
}

// waitedTooLong reports a timeout told without the words "time out": a
// deadline (Go's "context deadline exceeded", gRPC DeadlineExceeded),
// Kubernetes' "in the time allotted", or a wait measured in numbers ("did
// not answer within 8000ms", Kafka's "30012 ms has passed since batch
// creation"). A caller's abort reason names no wait, so a -32001 that does
// is a timeout, not the caller's cancel (held-out set 706).
func waitedTooLong(t string) bool {
	if hasAny(t, "deadline exceeded", "deadlineexceeded", "time allotted", "ms has passed") {
		return true
	}
	for _, w := range []string{"within "} {
		for i := range foldMatches(t, w) {
			if rest := t[i+len(w):]; rest != "" && rest[0] >= '0' && rest[0] <= '9' {
				return true
			}
		}
	}
	return false
}

// reinitialized reports a refusal of a second initialize: the go-sdk's
// `duplicate "initialize" received` (quoted as the body escapes it or
// not), the TypeScript SDK's "Server already initialized", and LSP-style
// servers' "Initialize request already received".
func reinitialized(text string) bool {
	return hasAny(text, `duplicate "initialize" received`, `duplicate \"initialize\" received`,
		`duplicate "notifications/initialized" received`, `duplicate \"notifications/initialized\" received`,
		"server already initialized", "initialize request already received")
}

var missingOnly = newMatcher(concat(missingWords, []pattern{{text: "unknown", kind: premise, reason: "unknown"}}))

// mcpText reads what an MCP error or tool result says: an HTTP status it
// wraps, then the wording (unknown tool, not found, validation...).
func mcpText(c *ctx, text string) (Result, bool) {
	if unknownTool(text) {
		return verdict(invalid, "the tool or prompt name is unknown")
	}
	// An SDK's typed argument accessor refusing a value of the wrong
	// type (mcp-go RequireInt: "argument \"x\" cannot be converted to
	// int"): the call's own argument (argtypehelper.go, set 1431).
	if namedArgWrongType(text) {
		return verdict(invalid, "an argument has the wrong type for the tool's accessor: fix the value")
	}
	// A database server passing on its error: a missing column is the
	// query's fault (SQLSTATE 42703), a missing relation the schema's.
	if hasFold(text, "column") && hasFold(text, "does not exist") && !hasFold(text, "relation") {
		return verdict(invalid, "the query names a column that does not exist: fix the query")
	}
	// server-postgres's read-only sandbox as its JSON-RPC error.
	if readOnlySandbox(text) {
		return verdict(denied, readOnlySandboxReason)
	}
	if readOnlyModeRefusal(text) {
		return verdict(denied, readOnlyModeReason)
	}
	// The rest of PostgreSQL's sentences about the statement itself, as a
	// server passes them on without the SQLSTATE (server-postgres throws
	// node-postgres's error, whose message is the bare sentence, set 139):
	// decided as that SQLSTATE is (pgsentence.go), so "function
	// lower(integer) does not exist" is the query's fault, not a missing
	// object, and "missing FROM-clause entry" not an opaque -32603.
	if state := pgStatementSentence(text); state != "" {
		r := pgDecide(state, text)
		r.Reason = "the message is PostgreSQL's: " + r.Reason
		return r, true
	}
	// A tool that calls GitHub's REST API and passes its error on as a
	// client renders it (github-mcp-server's go-github "PUT
	// https://api.github.com/...: 422 Invalid request. ...", the gh
	// CLI's "HTTP 409: ... (https://api.github.com/...)", Octokit's
	// "... - https://docs.github.com/..."): GitHub's own rules decide, as
	// they do for the bare response (githubtext.go), so a 422 "\"sha\"
	// wasn't supplied." is the file already there, not a missing argument
	// (set 491).
	if w, ok := githubText(c, text); ok {
		w.Reason = "wraps " + w.Reason
		return w, true
	}
	if n := embeddedStatus(text); n != 0 {
		sub := *c
		sub.status, sub.text = n, text
		if w, ok := httpStatus(&sub); ok {
			w.Reason = "wraps " + w.Reason
			return w, true
		}
	}
	// A tool that runs kubectl or client-go and passes its stderr on
	// (mcp-server-kubernetes: "Failed to get resource: Command failed:
	// kubectl get pods ... memcache.go:265] ... Get
	// \"http://localhost:8080/api?timeout=32s\": ... connection refused"):
	// the no-kubeconfig fallback decides as goWords reads it, ahead of the
	// "timeout" in its own "?timeout=32s" and the "connection refused" each
	// discovery line repeats (set 1483).
	if w, ok := matchWords(kubeFallback, text); ok {
		w.Reason = "the message is kubectl's: " + w.Reason
		return w, true
	}
	if w, ok := matchWords(strongWords, text); ok {
		w.Reason = "the message says: " + w.Reason
		return w, true
	}
	// An object named in a state that does not allow the operation: its
	// "expected" or "not valid" is not the arguments' (statemachine.go).
	if w, ok := objectStateRefusal(text); ok {
		return w, true
	}
	if w, ok := matchWords(evmTxMatcher, text); ok {
		w.Reason = "the message is an Ethereum node's: " + w.Reason
		return w, true
	}
	if w, ok := matchWords(validationWords, text); ok {
		w.Reason = "the message says: " + w.Reason
		return w, true
	}
	return Result{}, false
}

var evmTxMatcher = newMatcher(concat(evmTxWords, contractRevertWords))

// solanaPreflightWords: Solana's TransactionError texts as a preflight
// simulation reports them (solana-transaction-error): the same signed
// transaction already landed (AlreadyProcessed: conflict, carry its
// signature); its recent blockhash is not one the node holds now, too old
// or, on a lagging node, too new (BlockhashNotFound: transient, rebuild
// with a fresh blockhash and send again). Set 1300.
var solanaPreflightMatcher = newMatcher([]pattern{
	{text: "this transaction has already been processed", kind: conflict, reason: "the same signed transaction already landed: carry its signature"},
	{text: "blockhash not found", kind: transient, reason: "the transaction's recent blockhash is not current on this node: rebuild with a fresh one and send again"},
})

var validationWords = newMatcher(concat(argumentWords, []pattern{
	{text: "validation", kind: invalid, reason: "validation failed"},
	{text: "invalid", kind: invalid, reason: "invalid arguments"},
	{text: "malformed", kind: invalid, reason: "malformed arguments"},
	{text: "required", kind: invalid, reason: "missing argument"},
	{text: "must be", kind: invalid, reason: "constraint on an argument"},
	{text: "expected", kind: invalid, reason: "wrong argument type"},
	// A query or expression language's own syntax error, which a server
	// passes on as -32603 (PostgreSQL "syntax error at or near", SQLite
	// "near \"x\": syntax error", MySQL 1064 "You have an error in your
	// SQL syntax"): the statement the call sent is to change (set 139).
	{text: "syntax error", kind: invalid, reason: "a syntax error in what the call sent: fix the statement"},
	{text: "error in your sql syntax", kind: invalid, reason: "a syntax error in what the call sent: fix the statement"},
}))

// mcpToolError reads a tool result with "isError": true.
func mcpToolError(c *ctx, text string) (Result, bool) {
	// The call's arguments reached the tool already parsed (JSON-RPC), so
	// a JSON parse error the tool reports is about text it read itself:
	// its store, a file, an upstream's answer (the memory server's
	// JSON.parse of MEMORY_FILE_PATH). Every call meets it until that
	// data is repaired: premise. The parsers' own wording, in every
	// runtime a server is written in: jsonparse.go.
	// create_directory's EEXIST on a name with a file's extension: a
	// file is in the way of the directory (dirheld.go).
	if mkdirOverFileName(text) {
		return Result{Kind: premise, Code: "isError", Reason: "mcp: tool error: EEXIST from create_directory (mkdir -p) on a file's name: a file holds the name, the directory is not there: move it or choose another place"}, true
	}
	if isJSONParseError(text) {
		return Result{Kind: premise, Code: "isError", Reason: "mcp: tool error: the tool could not parse JSON it read itself (its store or a source): the data must be repaired"}, true
	}
	// The same for a runtime's null dereference: a field missing from
	// data the tool read itself, or one of another type (jsonparse.go
	// missingFieldWords, wrongTypeWords).
	if readsMissingField(text) {
		return Result{Kind: premise, Code: "isError", Reason: "mcp: tool error: the tool read a field that its own data lacks or holds with another type (a null dereference, or a method its type lacks): the data or the tool must be repaired"}, true
	}
	// A -32601 the tool met on its own request to this client (mcpsession.go),
	// or the client's own handler refusing it for a capability it lacks
	// (clientLacksAsk, set 909).
	if unservedByClient(text) {
		return Result{Kind: premise, Code: "isError", Reason: "mcp: tool error: the tool's own request to this client found no handler (-32601): this client cannot serve what the tool needs (as -32021)"}, true
	}
	if clientLacksAsk(text) {
		return Result{Kind: premise, Code: "isError", Reason: "mcp: tool error: this client refused the tool's own request for a capability it lacks: it cannot serve what the tool needs (as -32021)"}, true
	}
	// The server's own check of the tool's result against its outputSchema
	// (llm.go contractWords), sent as an isError result under -32602 and a
	// validator's "Invalid input" that the validation words below would
	// read as the call's: the tool ran, its answer is unusable (set 113).
	if w, ok := brokenOutput("mcp", "isError", text); ok {
		return w, true
	}
	// A tool that counts its batch, "Imported 3 of 5 rows; rows 4-5
	// failed: value too long ..." (wording.go partialCount, 0 < n < m):
	// the rest landed, so the failed items' own cause (here a validation
	// word) is not the call's; resend only what failed (set 307, as the
	// partial-success ruling and set 66's read_multiple_files).
	if partialCount(text) {
		return Result{Kind: ambiguous, Code: "isError", Reason: "mcp: tool error: a partial success: N of M items failed, the rest landed (resend only the failed ones)"}, true
	}
	// A wrapped Slack Web API refusal ({"ok":false,"error":"not_in_channel"})
	// that a server (the Slack MCP server) returns as the isError text, as
	// the same body without isError reads (mcpToolResult): by Slack's code
	// table, not as unrecognised text (set 508).
	t := strings.TrimSpace(unescapeJSONText(jsonString(text, "text")))
	if strings.HasPrefix(t, "{") && jsonIs(t, "ok", "false") {
		if r, ok := slackError(jsonString(t, "error")); ok {
			r.Reason = "mcp: tool error carries an API error: " + r.Reason
			r.Code = "isError"
			return r, true
		}
	}
	// server-postgres's read-only sandbox as an isError result: the
	// database's bare sentence ("cannot execute INSERT in a read-only
	// transaction", no SQLSTATE) reads denied, as under -32603 (mcpText);
	// quoted with its SQLSTATE it stays the database's state (set 508).
	if hasPrefixFold(t, "cannot execute ") && readOnlySandbox(t) {
		return Result{Kind: denied, Code: "isError", Reason: "mcp: tool error: " + readOnlySandboxReason}, true
	}
	// An errno whose meaning turns on the call and the path (goerr.go
	// errnoOnPath: EBUSY removing a mount point, ENXIO, EEXIST from a
	// rename, EADDRNOTAVAIL from bind), in Node's words as a server
	// passes them on ("EBUSY: resource busy or locked, rmdir '/x'").
	if w, ok := errnoOnPath(text); ok {
		w.Reason = "mcp: tool error: " + w.Reason
		w.Code = "isError"
		return w, true
	}
	if storeToolErrno(c.message, c.tool) { // ownfile.go
		return Result{Kind: premise, Code: "isError", Reason: "mcp: tool error: " + storeToolReason}, true
	}
	if w, ok := pathKind(text); ok { // pathkind.go: EISDIR, ENOTDIR by what the path proves
		w.Reason = "mcp: tool error: " + w.Reason
		w.Code = "isError"
		return w, true
	}
	if w, ok := toolErrorEvidence(c, text); ok { // toolquotes.go
		return w, true
	}
	// Another program's error passed on whole (an AWS SDK's "operation
	// error DynamoDB: ...", a Salesforce body under "HTTP 400: ...") reads
	// as the presets read it alone, before mcpText's few words would take
	// the status it quotes or a lone "invalid" for the answer. An MCP
	// error the text quotes is the protocol's own, read below.
	quotesMCPError := hasAny(text, "mcp error", "mcperror")
	if !quotesMCPError {
		if r, ok := passedOnError(text); ok {
			return r, true
		}
	}
	if w, ok := mcpText(c, text); ok {
		w.Reason = "mcp: tool error: " + w.Reason
		w.Code = "isError"
		return w, true
	}
	// A browser page, kernel or sandbox the steps act on that is gone, and
	// an element a selector names that the page does not hold, as a
	// browser-automation server (server-puppeteer, Playwright MCP) passes
	// the library's words on (sessiongone.go, sets 396 and 468).
	if w, ok := liveObjectGone(text); ok {
		w.Reason = "mcp: tool error: " + w.Reason
		w.Code = "isError"
		return w, true
	}
	if w, ok := matchWords(genericMatcher, text); ok {
		w.Reason = "mcp: tool error: " + w.Reason
		w.Code = "isError"
		return w, true
	}
	// The shapes the wording table cannot hold, as the generic preset
	// reads them: a tool that fetched and lost the network ("fetch
	// failed"), a server's log line passed on.
	if w, ok := unseenShapes(text); ok {
		w.Reason = "mcp: tool error: " + w.Reason
		w.Code = "isError"
		return w, true
	}
	// undici's bare "terminated" (jsnet.go): the upstream body the tool
	// fetched was cut off mid-read, nothing about the call is wrong.
	if undiciTerminated(text) {
		return Result{Kind: transient, Code: "isError", Reason: "mcp: tool error: the response body the tool fetched was cut off (undici fetch \"terminated\"): fetch again"}, true
	}
	// The TypeScript SDK's McpServer returns the McpError a tool lookup or
	// handler threw as an isError result whose text is the error's own
	// rendering ("MCP error -32602: Tool x disabled", server/mcp.ts
	// createToolError): when the words above do not decide, the code it
	// quotes does, read with its message as the JSON-RPC error (set 298).
	if quotesMCPError {
		if n, ok := jsonRPCCodeIn(text); ok {
			w := mcpError(c, n, text)
			w.Reason = "mcp: tool error quoting " + w.Reason
			w.Code = "isError"
			return w, true
		}
	}
	// A tool that passes on another program's own error as its text (an
	// S3 error code and message, a model's finish_reason, a directory
	// search's count of matches) says what that error says where it
	// stands alone: when no MCP reading above decides, read the text as
	// the presets read it with no protocol named, and keep a confident
	// answer (set 590: BucketAlreadyOwnedByYou, finish_reason=length and
	// "Found 3 users matching" read right bare and unknown as isError).
	// A text without an MCP error was read so above already.
	if quotesMCPError {
		if r, ok := passedOnError(text); ok {
			return r, true
		}
	}
	if askRefused(text) { // mcpsession.go
		return Result{Kind: denied, Code: "isError", Reason: "mcp: tool error: the tool's own request to this client was turned down by the client's handler: " + askRefusedReason}, true
	}
	return Result{Kind: unk, Code: "isError", Reason: "mcp: tool error with unrecognised text"}, true
}

const askRefusedReason = "the client's user or host withholds what the tool asked of it (sampling, elicitation, roots): hand back"

// passedOnError reads an isError text as the presets read it with no
// protocol named, and keeps only a confident answer.
func passedOnError(text string) (Result, bool) {
	bare := strings.TrimSpace(unescapeJSONText(jsonString(text, "text")))
	if bare == "" {
		if strings.Contains(text, `"text"`) {
			return Result{}, false
		}
		bare = strings.TrimSpace(text)
	}
	w := Classify(Input{Message: bare})
	if w.Kind == unk || w.guess {
		return Result{}, false
	}
	w.Reason = "mcp: tool error passing on another program's error: " + w.Reason
	w.Code = "isError"
	return w, true
}

// jsonRPCCodeIn finds a JSON-RPC reserved error code (-32768..-32000) that
// a text quotes: "-32" and three more digits, with no digit or letter
// touching them.
func jsonRPCCodeIn(text string) (int, bool) {
	for i := range exactMatches(text, "-32") {
		if i > 0 && isAlnum(text[i-1]) {
			continue
		}
		n, w := leadingInt(text[i+1:])
		if w != 5 || i+1+w < len(text) && isAlnum(text[i+1+w]) {
			continue
		}
		if n >= 32000 && n <= 32768 {
			return -n, true
		}
	}
	return 0, false
}

// embeddedStatus finds an HTTP status that a message quotes: "status code
// 422", "HTTP 404", "status: 503", "returned 429", or "422 Unprocessable
// Entity" (a status followed by its reason phrase).
func embeddedStatus(text string) int {
	for _, marker := range [...]string{"status code", "status", "http", "returned ", "error code "} {
		for i := range foldMatches(text, marker) {
			// The number follows within a few words: "status code received
			// from server: 502", "status: 503", "HTTP/1.1 404".
			end := i + len(marker)
			for j := end; j < len(text) && j < end+32 && text[j] != '\n'; j++ {
				if text[j] < '0' || text[j] > '9' {
					continue
				}
				n, w := leadingInt(text[j:])
				if w == 3 && n >= 400 && n <= 599 && (http.StatusText(n) != "" || httpStatusNumber(n) && logStatusField(text, j)) && j > 0 && strings.IndexByte(" (=\"'[", text[j-1]) >= 0 &&
					(j+3 == len(text) || !isAlnum(text[j+3]) && text[j+3] != '.') {
					return n
				}
				j += w // skip this number ("1.1" of HTTP/1.1, a port, an id)
			}
		}
	}
	// "error (422)", "status (503)".
	for i := range exactMatches(text, "(") {
		if n, w := leadingInt(text[i+1:]); w == 3 && n >= 400 && n <= 599 && i+4 < len(text) && text[i+4] == ')' &&
			hasAny(text, "error", "status", "http", "failed") {
			return n
		}
	}
	for i := 0; i+3 < len(text); i++ {
		if text[i] != '4' && text[i] != '5' || i > 0 && isAlnum(text[i-1]) {
			continue
		}
		n, w := leadingInt(text[i:])
		if w != 3 || i+4 > len(text) {
			continue
		}
		j := i + 3
		if text[j] == ':' {
			j++
		}
		if j >= len(text) || text[j] != ' ' {
			continue
		}
		j++
		if st := http.StatusText(n); st != "" && len(text) >= j+len(st) && strings.EqualFold(text[j:j+len(st)], st) {
			return n
		}
	}
	// godo's ErrorResponse, "METHOD URL: 422 (request \"id\") message"
	// (DigitalOcean's Go client, as external-dns and caddy-dns hand it
	// on; set 1657): the status stands right before the request id.
	for i := range exactMatches(text, " (request \"") {
		if i >= 5 && text[i-5:i-3] == ": " {
			if n, w := leadingInt(text[i-3:]); w == 3 && n >= 400 && n <= 599 && http.StatusText(n) != "" {
				return n
			}
		}
	}
	for _, key := range [...]string{"status", "statusCode", "status_code"} {
		if v, isStr, ok := jsonValue(text, key); ok {
			if n, ok := atoi(v); ok && n >= 400 && n <= 599 && (!isStr || len(v) == 3) {
				return n
			}
		}
	}
	return 0
}

// logStatusField reports whether the number at j is the status field of
// an access-log line in the Common or Combined Log Format that nginx,
// Apache httpd, Envoy and most proxies write: `"GET /path HTTP/1.1" 444 0`,
// the field right after the request line's closing quote. There a
// server's own non-standard status (nginx's 444 and 494-499, ELB's 460)
// is what it logged, not a stray number (set 1381).
func logStatusField(text string, j int) bool {
	if j < 9 || text[j-1] != ' ' || text[j-2] != '"' {
		return false
	}
	k := j - 3
	for k > 0 && (text[k] >= '0' && text[k] <= '9' || text[k] == '.') {
		k--
	}
	return k >= 4 && k < j-3 && strings.EqualFold(text[k-4:k+1], "HTTP/")
}

func itoaCode(n int) string {
	switch n {
	case -32700:
		return "-32700"
	case -32600:
		return "-32600"
	case -32601:
		return "-32601"
	case -32602:
		return "-32602"
	case -32603:
		return "-32603"
	case -32002:
		return "-32002"
	case -32001:
		return "-32001"
	case -32000:
		return "-32000"
	}
	return itoa(n)
}

// unknownTool recognises "Unknown tool: x", "Tool x not found", "tool 'x'
// does not exist", "no such tool", and the same of a prompt: a prompt is
// addressed by a name the client chose from prompts/list, as a tool is
// from tools/list (go-sdk's server: `unknown prompt "x"`), so an unknown
// one is a wrong name too.
func unknownTool(text string) bool {
	if hasAny(text, "unknown tool", "tool not found", "no such tool", "invalid tool name", "tool does not exist",
		"unknown prompt", "prompt not found", "no such prompt") {
		return true
	}
	if unknownNamed(text, "tool ") || unknownNamed(text, "prompt ") {
		return true
	}
	// A server that dispatches tools/call onto its own method table words
	// an absent tool as the method it looked up: the Notion server's
	// OpenAPI proxy (openapi-mcp-server) throws "Method API-nope not
	// found", under -32603 or as the go-sdk's `calling "tools/call":
	// Method API-gone not found` (set 1483). Only at the message's head,
	// after a client's prefix, so "Payment method pm_1 not found" keeps its
	// reading.
	if h := mcpMessageHead(text); len(h) > len("method ") && hasPrefixFold(h, "method ") && namedNotFoundAt(h, 0, "method ") {
		return true
	}
	// A tool name absent from the request's own tools list (set 169): "the
	// tool with name 'x' is not found in the tools list", "Tool choice
	// 'function' not found in 'tools' parameter." (worldstate.go).
	return hasFold(text, "tool") && nameInRequest(text)
}

// unknownNamed finds "<noun> <name> not found" and its variants.
func unknownNamed(text, noun string) bool {
	for i := range foldMatches(text, noun) {
		if namedNotFoundAt(text, i, noun) {
			return true
		}
	}
	return false
}

// namedNotFoundAt reports "<noun> <name> not found" (and its variants)
// starting at text[i:], where text[i:] begins with noun.
func namedNotFoundAt(text string, i int, noun string) bool {
	rest := strings.TrimLeft(text[i+len(noun):], "'\"`")
	name := unicodeToken(rest)
	if name == "" {
		return false
	}
	after := strings.TrimLeft(rest[len(name):], "'\"`")
	for _, w := range [...]string{" not found", " is not found", " does not exist", " is not registered", " not registered", " is unknown"} {
		if len(after) >= len(w) && strings.EqualFold(after[:len(w)], w) {
			return true
		}
	}
	return false
}

// mcpMessageHead strips the prefixes MCP clients put before a server's
// own message: the TypeScript SDK's "MCP error -32603: " (as often as it
// repeats), the go-sdk's `calling "tools/call": ` and a thrown "Error: ".
func mcpMessageHead(text string) string {
	for {
		t := strings.TrimLeft(text, " ")
		switch {
		case len(t) > len("mcp error ") && hasPrefixFold(t, "mcp error "):
			j := strings.Index(t, ": ")
			if j < 0 {
				return t
			}
			t = t[j+2:]
		case strings.HasPrefix(t, `calling "`):
			j := strings.Index(t[len(`calling "`):], `": `)
			if j < 0 {
				return t
			}
			t = t[len(`calling "`)+j+3:]
		case strings.HasPrefix(t, "Error: "):
			t = t[len("Error: "):]
		default:
			return t
		}
		text = t
	}
}

// unicodeToken is token that also takes the bytes of non-ASCII letters:
// a tool or prompt name is the server author's string, and servers pass
// names such as "get_weather_ω610" or "résumé-brief" through unchecked
// (typescript-sdk server/mcp.ts only warns on names outside the
// specification's [A-Za-z0-9_.-]; prompt names have no rule at all), so
// "Tool get_weather_ω610 not found" is still an unknown name (set 610).
func unicodeToken(s string) string {
	i := 0
	for i < len(s) && (isAlnum(s[i]) || s[i] == '_' || s[i] == '.' || s[i] == '-' || s[i] >= 0x80) {
		i++
	}
	return s[:i]
}

// clientLacks recognises an MCP SDK's refusal of a capability the client
// never declared at initialize (sampling, elicitation, roots): the
// TypeScript SDK's "Client does not support sampling (required for
// sampling/createMessage)", the go-sdk's "client does not support
// elicitation". The server cannot make the call with this client, and
// no retry or argument changes that: premise, as -32021. (The mirror,
// "Server does not support X", is a method the client should not have
// called: invalid, as -32601.)
//
// The client-side capabilities are worded by name too: the specification's
// roots example (-32601 "Roots not supported", data.reason "Client does not
// have roots capability") and the Python SDK's defaults (-32600 "List roots
// not supported", "Sampling not supported", "Elicitation not supported").
func clientLacks(text string) bool {
	return hasAny(text, clientLackPhrases...) || hasFold(text, "client does not have")
}

// clientLackPhrases say the client does not support what was asked of it;
// clientLacks also reads "client does not have", clientLacksAsk does not.
var clientLackPhrases = []string{"client does not support", "not supported by client", "not supported by the client", "not supported by this client",
	"roots not supported", "sampling not supported", "elicitation not supported"}

// clientLacksAsk recognises, in a tool's isError text under any code, the
// client refusing the tool's own request to it (sampling, elicitation,
// roots) for a capability it lacks: mcp-go passes a sampling or
// elicitation handler's error back to the server as -32603, and
// server-everything's tool returns it as "MCP error -32603: elicitation
// not supported by this client" (set 909). The tool cannot run with this
// client, whatever its arguments: premise, as -32021. The feature must be
// named, and clientLacks's "client does not have" is left out, so that
// "the client does not have permission to ..." keeps its own reading.
func clientLacksAsk(text string) bool {
	if !hasAny(text, "sampling", "elicitation", "elicit", "createmessage", "roots") {
		return false
	}
	return hasAny(text, clientLackPhrases...) || hasAny(text, askHandlerPhrases...)
}

// askHandlerPhrases are the SDKs' words for a client that declared or met a
// server-to-client request with no handler set up for it (set 932): mcp-go's
// "no sampling handler configured", the Java SDK's "Client must be configured
// with sampling capabilities", an rmcp client's "sampling handler not
// configured", others' "No sampling handler registered". The feature is
// named, as in clientLackPhrases, so a bare "No request handler configured"
// keeps its own reading.
var askHandlerPhrases = []string{
	"no sampling handler", "no elicitation handler", "no roots handler",
	"sampling handler not configured", "sampling handler not registered",
	"elicitation handler not configured", "elicitation handler not registered",
	"roots handler not configured", "roots handler not registered",
	"must be configured with sampling capabilit", "must be configured with elicitation capabilit", "must be configured with roots capabilit",
}

// sessionCannotAsk recognises a refusal of a server-to-client request
// (sampling, elicitation, roots) that the session cannot carry: a
// stateless transport, or a protocol version whose multi round-trip
// results replaced such requests (set 286; the same words are in
// wording.go capabilityWords for text without a code).
func sessionCannotAsk(text string) bool {
	return hasAny(text, sessionAskPhrases[:]...)
}

// sessionAskPhrases are the SDKs' words for it: the go-sdk's server.go and
// streamable.go, the C# SDK's stateless mode, the Ruby SDK's lifecycle.
var sessionAskPhrases = [...]string{
	"cannot be sent while serving a request", "stateless servers cannot make requests",
	"server to client requests are not supported", "server-to-client requests are not supported",
	"server-initiated requests are not available", "server-initiated requests are not supported",
}

// leadingReason returns the 4xx status whose reason phrase opens a JSON-RPC
// error's message, followed by a colon ("Bad Request: Server not
// initialized" is 400), or 0. Only the opening counts: a phrase later in
// the text is the server's prose, not its status line.
func leadingReason(text string) int {
	msg := text
	if m := jsonString(text, "message"); m != "" {
		msg = m
	}
	msg = strings.TrimSpace(msg)
	// The clients' own wrapping of that message: the TypeScript SDK's
	// "MCP error -32000: ", the go-sdk's `calling "x": ` (set 307).
	if t := callTail(msg); t != "" {
		msg = t
	}
	if hasPrefixFold(msg, "mcp error ") {
		if i := strings.Index(msg, ": "); i > 0 {
			msg = strings.TrimSpace(msg[i+2:])
		}
	}
	// A message that is the reason phrase and nothing else is the status
	// line a server relayed ("Unprocessable Entity" with the 422's details
	// left in data, set 307).
	bare := strings.TrimRight(msg, ". ")
	for n := 400; n < 500; n++ {
		st := http.StatusText(n)
		if st != "" && (hasPrefixFold(msg, st+":") || strings.EqualFold(bare, st)) {
			return n
		}
	}
	// RFC 7231's and RFC 9110's names where Go keeps RFC 2616's.
	for _, a := range [...]struct {
		phrase string
		n      int
	}{{"Payload Too Large:", 413}, {"Content Too Large:", 413}, {"Unprocessable Content:", 422}} {
		if hasPrefixFold(msg, a.phrase) {
			return a.n
		}
	}
	return 0
}

// quotedStatus returns c with the HTTP status its text quotes, when c has
// none: the TypeScript SDK's streamable HTTP client writes "Error POSTing
// to endpoint (HTTP 404): {...}", and the status says what the
// transport's -32000/-32001 does not (mcpError).
func quotedStatus(c *ctx) (ctx, bool) {
	if c.status != 0 || !hasFold(c.text, "http") {
		return ctx{}, false
	}
	st := embeddedStatus(c.text)
	if st == 0 {
		return ctx{}, false
	}
	sub := *c
	sub.status = st
	return sub, true
}

// lapsedCredential reports a credential named as expired or revoked:
// "token has expired", "API key was revoked", "expired token". expiredObject
// is its complement for every other noun.
func lapsedCredential(t string) bool {
	// " has expired" and the like end in " expired": the noun is then
	// the word before the auxiliary.
	for _, cue := range [...]string{" has expired", " have expired", " is expired", " was expired", " expired", " has been revoked", " was revoked", " is revoked", " revoked"} {
		for i := range foldMatches(t, cue) {
			if end := i + len(cue); end < len(t) && isAlnum(t[end]) {
				continue
			}
			if i > 0 && isAlnum(t[i-1]) && credentialNoun(lastWord(t[:i])) {
				return true
			}
		}
	}
	for _, adj := range [...]string{"expired ", "revoked "} {
		for i := range foldMatches(t, adj) {
			if i > 0 && isAlnum(t[i-1]) {
				continue
			}
			if credentialNoun(wordFrom(t, i+len(adj))) {
				return true
			}
		}
	}
	return false
}

// expiredObject reports a text that says a named object has run out of
// time ("Task has expired", "cursor is expired"), where the noun before
// the verb is not a credential's ("token has expired" is the caller's
// authority: denied, deniedWords).
func expiredObject(t string) bool {
	for _, cue := range [...]string{" has expired", " have expired", " is expired", " are expired", " was expired"} {
		for i := range foldMatches(t, cue) {
			if n := lastWord(t[:i]); n != "" && !credentialNoun(n) {
				return true
			}
		}
	}
	return false
}

// quotesProtocolCode reports whether an error text carries another
// protocol's own code in that protocol's spelling: a SQLSTATE named as
// such (pgx "(SQLSTATE 23502)", PDO "SQLSTATE[23505]", DB2 JDBC
// "SQLSTATE=23502") or a gRPC status ("rpc error: code = NotFound").
// A bare JSON "code" does not count (set 269).
func quotesProtocolCode(text string) bool {
	if hasFold(text, "sqlstate") && SQLState(text) != "" {
		return true
	}
	_, _, ok := grpcCodeIn(text)
	return ok && hasAny(text, "rpc error", "code = ")
}

// successOnly reports a tool result whose only message is its own success:
// a structuredContent "success": true, or a short one-line text that says
// "successfully" ("Observations deleted successfully", "Successfully wrote
// to /x", "Changes committed successfully with hash ..."), with no word of
// a failure, a partial outcome or an earlier state beside it.
func successOnly(res, inner string) bool {
	if sc := jsonObject(res, "structuredContent"); sc != "" && sc[0] == '{' {
		if jsonIs(sc, "success", "false") {
			return false
		}
		if jsonIs(sc, "success", "true") {
			return !failureWords(inner)
		}
	}
	t := strings.TrimSpace(inner)
	if t == "" || len(t) > 200 || strings.Contains(t, "\n") {
		return false
	}
	return hasFold(t, "successfully") && !failureWords(t)
}

func failureWords(t string) bool {
	return hasAny(t, "error", "fail", "not ", "unable", "denied", "already", "partial", "skipped", "warning", " 0 ", "no ")
}

// pythonToolError cuts the prefix that the Python SDK's FastMCP puts before
// a tool's exception in its isError text, "Error executing tool <name>:
// <the exception>": a client that hands back only that text, without the
// isError flag, still hands back a tool error, whose cause is the rest.
func pythonToolError(text string) (string, bool) {
	const prefix = "error executing tool "
	if !hasPrefixFold(text, prefix) {
		return "", false
	}
	name, rest, ok := strings.Cut(text[len(prefix):], ": ")
	if !ok || name == "" || strings.ContainsAny(name, " \n") {
		return "", false
	}
	return rest, true
}

// mcpGoSentinelCode returns the JSON-RPC code whose mcp-go sentinel error
// opens text ("internal error: x" is -32603; mcp/errors.go AsError wraps
// every error it receives as "%w: %s"), when a message follows it.
func mcpGoSentinelCode(text string) (int, bool) {
	for _, s := range [...]struct {
		prefix string
		n      int
	}{{"internal error: ", -32603}, {"invalid params: ", -32602}, {"invalid request: ", -32600}, {"parse error: ", -32700}, {"resource not found: ", -32002}} {
		if len(text) > len(s.prefix) && strings.HasPrefix(text, s.prefix) {
			return s.n, true
		}
	}
	return 0, false
}
