package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases286 runs held-out set 286: MCP Go SDK server+client failures, captured live, labelled blind.
// First run at 729d5aa: 32/35 overall, 15/18 tricky.
func TestIndependentCases286(t *testing.T) {
	// Tolerated: i286-output-schema-violation: premise vs ambiguous: docs/taxonomy.md (MCP, set 32; "output the callee produced that breaks the contract it declared") rules a tool's result failing its own outputSchema ambiguous: the tool ran and its output is unusable.
	// Tolerated: i286-call-context-canceled: transient vs denied: docs/taxonomy.md (Go, "the caller's own cancel") rules context.Canceled denied, "cancelled by the caller: not a failure to recover; do not retry, hand back".
	runIndependent(t, "testdata/independent286.jsonl", true, "i286-output-schema-violation", "i286-call-context-canceled")
}

// TestGeneralise286: a server-to-client request (sampling, elicitation,
// roots) that the session cannot carry, on a stateless transport or a
// protocol version that replaced such requests with multi round-trip
// results: premise, as a capability the client lacks (-32021).
func TestGeneralise286(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 286's miss, as a tool's isError text (go-sdk v1.8.0 server.go assertServerInitiatedRequestAllowed).
		{"go-sdk sampling on protocol 2026-07-28 (set 286)", "mcp", 0, "isError", `"sampling/createMessage" cannot be sent while serving a request on protocol version 2026-07-28: return an InputRequests map instead (multi round-trip requests, SEP-2322)`, rung.KindPremise},
		// The same check for roots/list, as a handler's plain error through the low-level AddTool (JSON-RPC code 0).
		{"go-sdk roots on the new protocol as a JSON-RPC error", "mcp", 0, "", `calling "tools/call": "roots/list" cannot be sent while serving a request on protocol version 2026-07-28: return an InputRequests map instead (multi round-trip requests, SEP-2322)`, rung.KindPremise},
		// go-sdk streamable.go: a stateless streamable HTTP server's request to the client.
		{"go-sdk stateless streamable server", "mcp", 0, "isError", "rejected by transport: stateless servers cannot make requests", rung.KindPremise},
		// C# SDK StreamableHttpPostTransport.
		{"csharp sdk stateless mode", "mcp", 0, "isError", "Server to client requests are not supported in stateless mode.", rung.KindPremise},
		// A gateway's JSON-RPC rejection of the same request.
		{"gateway stateless -32601", "mcp", 0, "-32601", "Server-to-client requests are not supported in stateless mode", rung.KindPremise},
		// Ruby SDK on the modern lifecycle.
		{"ruby sdk modern lifecycle", "mcp", 0, "isError", "Server-initiated requests are not available in the modern lifecycle (SEP-2575).", rung.KindPremise},
		// Near misses that keep their reading.
		{"a method removed in the new protocol stays invalid", "mcp", 0, "-32601", `calling "ping": "ping" is not supported in the new protocol`, rung.KindInvalid},
		{"client lacks elicitation stays premise", "mcp", 0, "isError", "client does not support elicitation", rung.KindPremise},
		{"sessions in stateless mode stays invalid", "mcp", 0, "", "Method Not Allowed. Sessions are not supported in stateless mode.", rung.KindInvalid},
	})
}
