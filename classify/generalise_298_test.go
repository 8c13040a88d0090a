package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases298 runs held-out set 298: MCP spec and SDK protocol errors, from docs/source, labelled blind.
// First run at 75cc831: 31/35 overall, 15/19 tricky.
//
// Tolerated: i298-http-400-server-not-initialized: premise vs the "not initialized" ruling (sets 23, 41, 152; taxonomy "a not initialized refusal through an SDK client"): the raw JSON-RPC body of the transport's refusal stays invalid (a client that skipped initialize).
// Tolerated: i298-http-403-invalid-host: premise vs the allow-list ruling (taxonomy "Failures no protocol owns": a host allow-list refusal is denied) and the 403 reading: the server's DNS-rebinding allowedHosts refused the Host the client used.
// Tolerated: i298-spec-unsupported-protocol-version: invalid vs premise: the lead's ruling reads -32602 "Unsupported protocol version" on initialize premise, as -32022 and the clients' renderings (mcp.go; sets 17, 282, 329)
func TestIndependentCases298(t *testing.T) {
	runIndependent(t, "testdata/independent298.jsonl", true,
		"i298-http-400-server-not-initialized",
		"i298-http-403-invalid-host", "i298-spec-unsupported-protocol-version")
}

// TestGeneralise298 checks the two classes set 298's misses named: an
// isError tool result whose text is an MCP client/server rendering of a
// JSON-RPC error ("MCP error -32602: ...") is read by the code it quotes
// when its words do not decide; and a component the server needs that is
// "not configured" on it is the server's configuration (premise), as "not
// enabled" is.
func TestGeneralise298(t *testing.T) {
	cases := []wordingCase{
		// An isError text quoting the JSON-RPC code (typescript-sdk McpServer createToolError).
		{"quoted code: set 298 i298-iserror-tool-disabled, bare text", "mcp", 0, "isError", "MCP error -32602: Tool deploy_prod disabled", rung.KindPremise},
		{"quoted code: a prompt switched off, passed on by a proxy tool", "mcp", 0, "isError", "MCP error -32602: Prompt summarize disabled", rung.KindPremise},
		{"quoted code: a resource switched off, Error.toString() of a downstream McpError", "mcp", 0, "isError", "Error: MCP error -32602: Resource file:///srv/notes.md disabled", rung.KindPremise},
		{"quoted code: the go-sdk client's tool prefix over a TypeScript server's result", "mcp", 0, "isError", "tool deploy.deploy_prod: MCP error -32602: Tool deploy_prod disabled", rung.KindPremise},
		{"quoted code: the TypeScript SDK callTool value marshalled", "mcp", 0, "", `{"content":[{"type":"text","text":"MCP error -32602: Tool deploy_prod disabled"}],"isError":true}`, rung.KindPremise},
		// Near misses: texts whose words already decide keep their reading.
		{"near miss: unknown tool in an isError result", "mcp", 0, "isError", "MCP error -32602: Tool get_weathr not found", rung.KindInvalid},
		{"near miss: input validation in an isError result", "mcp", 0, "isError", "MCP error -32602: Input validation error: Invalid arguments for tool create_entities: Invalid input: expected array, received undefined at entities", rung.KindInvalid},
		{"near miss: set 298 task augmentation required (-32601)", "mcp", 0, "isError", "MCP error -32601: Tool render_video requires task augmentation (taskSupport: 'required')", rung.KindInvalid},

		// A component the server needs is not configured on it.
		{"not configured: set 298 typescript-sdk resumption without an event store", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Event store not configured"},"id":null}`, rung.KindPremise},
		{"not configured: Grafana notifications.ErrSmtpNotEnabled", "", 0, "", "Notify for alerts failed: SMTP not configured, check your grafana.ini config file's [smtp] section", rung.KindPremise},
		{"not configured: a Go agent runtime's wait tool without its event store", "", 0, "", "event store not configured", rung.KindPremise},
		{"not configured: a NestJS audit endpoint without its store, under a 400", "http", 400, "", `{"error":"Event store not configured. Set DATABASE_URL."}`, rung.KindPremise},
		{"not configured: a Go scheduler, wrapped", "", 0, "", "emit event: automation scheduler not configured", rung.KindPremise},
		// Near misses: a request wrong in itself, or refused by a status that decides.
		{"near miss: the header the request lacks (set 298)", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Mcp-Session-Id header is required"},"id":null}`, rung.KindInvalid},
		{"near miss: an unsupported protocol version header (set 298)", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Unsupported protocol version: 2024-10-06 (supported versions: 2025-11-25, 2025-06-18)"},"id":null}`, rung.KindInvalid},
		{"near miss: Authentication not configured under a 401", "http", 401, "", `{"error":"Authentication not configured"}`, rung.KindDenied},
	}
	runWordingCases(t, cases)
}
