package classify

import "strings"

// This file holds set 192's principles for a reply the go-sdk client could
// not take from a misbehaving stdio server, reported on the call itself
// (`calling "tools/call": ...`) with no "connection closed" around it.

// callTail is what the go-sdk client (mcp ClientSession, v1.8.0) says
// after `calling "<method>": `, or "" when the text has no such prefix.
func callTail(text string) string {
	i := indexFold(text, `calling "`)
	if i < 0 {
		return ""
	}
	rest := text[i+len(`calling "`):]
	q := strings.IndexByte(rest, '"')
	if q <= 0 || strings.IndexByte(rest[:q], ' ') >= 0 {
		return ""
	}
	return strings.TrimSpace(strings.TrimPrefix(rest[q+1:], ":"))
}

// undecodableReply is a server message the go-sdk's jsonrpc2 decoder
// refused (internal/jsonrpc2/messages.go DecodeMessage): a line that is not
// JSON (a log line on stdout: "invalid character 'd' looking for beginning
// of value"), a message without "jsonrpc":"2.0" ("invalid message version
// tag"), or one with neither id nor method (the bare ErrInvalidRequest
// "invalid request"; the server-side uses of that error always add words).
// The agent's request was built by the client; the server does not speak
// JSON-RPC on its stdout (MCP basic/transports, stdio: "MUST NOT write
// anything to its stdout that is not a valid MCP message"), and it does so
// at every call: premise, as garbledTransport reads the same at initialize.
// '<' opens an HTML page (a proxy's moment on an HTTP transport).
func undecodableReply(text string) bool {
	t := callTail(text)
	if t == "" {
		return false
	}
	if strings.EqualFold(t, "invalid request") || hasPrefixFold(t, "invalid message version tag") {
		return true
	}
	return hasPrefixFold(t, "invalid character ") && isJSONParseError(t) && !strings.Contains(t, "character '<'")
}

// unusableResult is a tools/call reply the go-sdk client could not decode
// into its own result type (`json: cannot unmarshal ... into Go struct
// field ... mcp.wireContent`): the server answered, so the call ran, but
// its result breaks the MCP schema (CallToolResult.content is an array):
// ambiguous, as the dev sample reads a result that cannot be used. A
// server's own refusal quoted after `calling "x": ` names no mcp. type.
func unusableResult(text string) bool {
	t := callTail(text)
	if hasPrefixFold(t, "json: cannot unmarshal") && hasAny(t, " mcp.", "*mcp.", "[]*mcp.") {
		return true
	}
	// go-sdk content.go contentFromWire: a content item whose "type" is
	// none of MCP's (or missing) is the result's fault (set 307).
	return hasPrefixFold(t, "unrecognized content type")
}

// mcpGoUnusable is the same failure in mark3labs/mcp-go's client words
// (v1.2.1, set 307): its CallTool wraps the result decoder's error as
// "failed to unmarshal response: ..." ("unknown content type: blob",
// "missing or invalid type field", "json: cannot unmarshal string into Go
// struct field result.content"), and ParseCallToolResult's "content is
// missing" is the whole text for a result without content. The server
// answered, the call ran, its result breaks the MCP schema: ambiguous. A
// '<' (an HTML page on an HTTP transport) and a closed stream stay out.
// Read only for a client error, never for a tool's own isError text.
func mcpGoUnusable(text string) bool {
	t := strings.TrimSpace(text)
	if strings.EqualFold(t, "content is missing") {
		return true
	}
	if !hasPrefixFold(t, "failed to unmarshal response: ") {
		return false
	}
	rest := t[len("failed to unmarshal response: "):]
	return !strings.Contains(rest, "character '<'") && !hasAny(rest, "unexpected end of json", "eof")
}

// resultFields are the fields of an MCP CallToolResult (schema.ts).
var resultFields = []string{`"content"`, `"structuredContent"`, `"isError"`}

// unusableResultIssues is the TypeScript SDK client's own rejection of a
// result (its zod result schema, thrown bare: the ZodError's message is
// the issue list, "[ { \"expected\": \"array\", ... \"path\": [ \"content\" ]"),
// where the path of a top-level issue names a result field. The SDK's
// refusals of a request quote their tool or method ("MCP error -32602:
// Invalid arguments for tool x: [...]", a path under "params") and never
// start bare. Only a top-level issue's path counts: zod puts a union
// issue's member errors ("invalid_union" with "errors" in zod 4,
// "unionErrors" in zod 3) before its own "path", and theirs are relative
// to the member (a content block's "text", "data", "uri"), so a
// content item that fits none of the content block types (set 1416:
// server-postgres's text undefined for a multi-statement query, whose
// writes had committed) is read by the union's own path, ["content", 0].
func unusableResultIssues(text string) bool {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "[") || !hasFold(t, `"code"`) {
		return false
	}
	depth, inString, escaped := 0, false, false
	for i := 0; i < len(t); i++ {
		ch := t[i]
		if inString {
			switch {
			case escaped:
				escaped = false
			case ch == '\\':
				escaped = true
			case ch == '"':
				inString = false
			}
			continue
		}
		switch ch {
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		case '"':
			inString = true
			// depth 2: a key of a top-level issue object.
			if depth == 2 && strings.HasPrefix(t[i:], `"path"`) && topPathNamesResult(t[i+len(`"path"`):]) {
				return true
			}
		}
	}
	return false
}

// topPathNamesResult reads the path value after a `"path"` key: whether
// its first element is a CallToolResult field.
func topPathNamesResult(rest string) bool {
	rest = strings.TrimLeft(rest, " \t\r\n:")
	rest = strings.TrimLeft(strings.TrimPrefix(rest, "["), " \t\r\n")
	for _, f := range resultFields {
		if strings.HasPrefix(rest, f) {
			return true
		}
	}
	return false
}

// undeliveredResponse is the TypeScript SDK's own report (Client.onerror)
// of a response it read but could not hand to the request that awaits it
// (set 1496; set 1410 met the first): shared/protocol.ts's "Received a
// response for an unknown message ID: {...}" (a server that answered
// under another id, or after the request had timed out), and
// shared/stdio.ts ReadBuffer's "ReadBuffer exceeded maximum size of N
// bytes" (a single reply line larger than the client's buffer). Either
// way the server ran the call and answered; the caller never receives the
// answer: ambiguous (narrow the call, e.g. a smaller result, then hand
// back). A progress notification for an unknown token is not an answer.
func undeliveredResponse(text string) bool {
	return hasAny(text, "received a response for an unknown message id", "readbuffer exceeded maximum size")
}

// envelopeIssues is the TypeScript SDK transport's rejection of a message
// from the server against JSONRPCMessageSchema (types.ts), thrown bare to
// Client.onerror as the ZodError's issue list: a top-level
// "invalid_union" whose member issues name the JSON-RPC envelope itself,
// a "jsonrpc" that is not "2.0", or unrecognized "result"/"error" keys
// beside a missing "method" (a reply with no id, or with both result and
// error). The server's message breaks JSON-RPC 2.0 (a response MUST carry
// jsonrpc "2.0" and exactly one of result and error), every time: premise,
// as the go-sdk's "invalid message version tag" (undecodableReply). A
// result schema issue (a path under "content") stays unusableResultIssues'
// ambiguous; a tool's own argument issues come quoted ("Invalid arguments
// for tool x: [...]"), never bare.
func envelopeIssues(text string) bool {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "[") || !strings.Contains(t, `"invalid_union"`) {
		return false
	}
	if strings.Contains(t, `expected \"2.0\"`) {
		return true
	}
	return strings.Contains(t, `"unrecognized_keys"`) && hasAny(t, `key: \"result\"`, `keys: \"result\"`, `key: \"error\"`) &&
		strings.Contains(t, `"method"`)
}
