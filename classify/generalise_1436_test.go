package classify

import "testing"

// First run at 2451c10a: 13/34 overall, 7/23 tricky.
// Tolerated: i1436-ts-sampling-handler-error: transient vs denied (one-off): the TypeScript SDK server hands the client's handler error back as a bare "MCP error -32603: <text>" with no envelope naming the request (askWrapped needs one), and the inner words are the handler's own.
// Tolerated: i1436-ts-roots-handler-refused: transient vs denied (one-off): as above: a bare -32603 around a roots/list handler's own words.
// Tolerated: i1436-gosdk-sampling-handler-error: unknown vs denied (one-off): go-sdk client handler error rendered by the TS server as "MCP error 0: <text>"; code 0 names no request.
// Tolerated: i1436-ts-elicitation-content-mismatch: ambiguous vs invalid (ruling): set 170 (llm.go contractWords): a sampling or elicitation reply that breaks its schema is the awaited answer being unusable, ambiguous.
// Tolerated: i1436-ts-sampling-result-malformed: ambiguous vs invalid (ruling): set 170, as above.
// Tolerated: i1436-gosdk-server-sampling-result-invalid: ambiguous vs invalid (ruling): set 170, as above.
// Tolerated: i1436-gosdk-server-elicitation-content-schema: ambiguous vs invalid (ruling): set 170, as above (go-sdk's "elicitation result content does not match requested schema" is named there).
// Tolerated: i1436-mcpgo-server-sampling-result-invalid: ambiguous vs invalid (ruling): set 170, as above.
// Tolerated: i1436-gosdk-complete-prompt-not-found: invalid vs premise (ruling): mcp.go unknownTool: a prompt is addressed by a name from prompts/list, so an unknown one is a wrong name.
// Tolerated: i1436-mcpgo-complete-prompt-not-found: invalid vs premise (ruling): as above.
// Tolerated: i1436-gosdk-server-roots-empty-json: unknown vs premise (one-off): a bare {"roots":[]} is a valid answer; whether no roots breaks a later step depends on the plan.
// Tolerated: i1436-gosdk-ping-server-exited: transient vs premise (ruling): sets 101, 109 and 111 read go-sdk's "client is closing: EOF" after the server exited as transient (relaunch and retry).
func TestIndependentCases1436(t *testing.T) {
	runIndependent(t, "testdata/independent1436.jsonl", true, "i1436-ts-sampling-handler-error", "i1436-ts-roots-handler-refused", "i1436-gosdk-sampling-handler-error", "i1436-ts-elicitation-content-mismatch", "i1436-ts-sampling-result-malformed", "i1436-gosdk-server-sampling-result-invalid", "i1436-gosdk-server-elicitation-content-schema", "i1436-mcpgo-server-sampling-result-invalid", "i1436-gosdk-complete-prompt-not-found", "i1436-mcpgo-complete-prompt-not-found", "i1436-gosdk-server-roots-empty-json", "i1436-gosdk-ping-server-exited")
}

// TestGeneralise1436AskUnserved: a server's own request to the client
// (sampling/createMessage, elicitation/create, roots/list) that the client
// answered "Method not found" has no handler on this client: premise, as
// -32021, whether the server wraps it go-sdk's way (`calling
// "sampling/createMessage": ...`, in an isError result) or mcp-go's ("sampling
// request failed: ...", under -32603). Live: go-sdk v1.8.0 and mcp-go v1.6.0
// servers driven by a TypeScript SDK 1.32.2 client without the capability.
// Near misses: the same envelope around a client's own call to a method the
// server lacks stays invalid; a wait in the envelope stays transient.
func TestGeneralise1436AskUnserved(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gosdk-elicit", "mcp", 0, "isError", `calling "elicitation/create": Method not found`, premise},
		{"gosdk-sampling-32603", "mcp", 0, "-32603", `internal error: calling "sampling/createMessage": Method not found`, premise},
		{"mcpgo-roots-s", "mcp", 0, "-32603", "MCP error -32603: list roots request failed: Method not found", premise},
		{"mcpgo-elicit-iserror", "mcp", 0, "isError", "elicitation request failed: Method not found", premise},
		{"near-complete", "mcp", 0, "-32601", `calling "completion/complete": Method not found`, invalid},
		{"near-tools-call", "mcp", 0, "-32603", "MCP error -32603: tool request failed: Method not found", invalid},
		{"near-timeout", "mcp", 0, "-32603", "MCP error -32603: sampling request failed: request timed out", transient},
	})
}

// TestGeneralise1436AskRefused: in the same envelopes, a client's answer
// that no other reading decides is its handler turning the server's request
// down; the MCP specification leaves sampling, elicitation and roots to the
// client's user or host ("User rejected sampling request" is its example
// error), so it is a refusal: denied. Live: go-sdk and mcp-go servers, TS
// client handlers that throw. Near misses: a missing handler (premise), a
// session that cannot carry the request (premise), an unusable reply
// (ambiguous), a wait (transient), and an unwrapped opaque -32603.
func TestGeneralise1436AskRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gosdk-sampling", "mcp", 0, "isError", `calling "sampling/createMessage": host policy forbids sampling for this server`, denied},
		{"gosdk-elicit", "mcp", 0, "isError", `calling "elicitation/create": the dialog could not be shown`, denied},
		{"mcpgo-elicit", "mcp", 0, "-32603", "MCP error -32603: elicitation request failed: approval refused", denied},
		{"mcpgo-roots", "mcp", 0, "-32603", "MCP error -32603: list root request failed: roots hidden from this server", denied},
		{"near-unserved", "mcp", 0, "-32603", "MCP error -32603: list root request failed: Method not found", premise},
		{"near-nohandler", "mcp", 0, "isError", "sampling request failed: no sampling handler configured", premise},
		{"near-badreply", "mcp", 0, "isError", `calling "sampling/createMessage": MCP error -32602: Invalid sampling result: []`, ambiguous},
		{"near-wait", "mcp", 0, "-32603", "MCP error -32603: sampling request failed: context deadline exceeded", transient},
		{"near-opaque", "mcp", 0, "-32603", "MCP error -32603: something went wrong", transient},
	})
}

// TestGeneralise1436SessionCannotAskUnder32603: the 2026-07-28 lifecycle
// (SEP-2322 multi round-trip requests) forbids a server's request to the
// client while it serves one; mcp-go says "server-initiated requests are not
// supported in protocol version 2026-07-28 or later" and sends it under
// -32603 as a tool's Go error. The tool cannot work as written in this
// session: premise, as the go-sdk's "cannot be sent while serving a request"
// reads already (sessionAskPhrases). Near miss: an opaque -32603 stays a
// bounded retry.
func TestGeneralise1436SessionCannotAskUnder32603(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcpgo-elicit", "mcp", 0, "-32603", `internal error: "elicitation/create": server-initiated requests are not supported in protocol version 2026-07-28 or later: return an InputRequests map from the handler instead (multi round-trip requests, SEP-2322)`, premise},
		{"gosdk-32603", "mcp", 0, "-32603", `MCP error -32603: "roots/list" cannot be sent while serving a request on protocol version 2026-07-28: return an InputRequests map instead`, premise},
		{"bare", "", 0, "", `"sampling/createMessage": server-initiated requests are not supported in protocol version 2026-07-28 or later`, premise},
		{"near-opaque", "mcp", 0, "-32603", "MCP error -32603: request handler failed", transient},
	})
}
