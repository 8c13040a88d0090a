package classify

import "testing"

// First run at 9dbc570f: 28/34 overall, 11/17 tricky.
// Mended: i1467-mcpgo-http-server-not-initialized (mcphandshake.go decodedRefusalMessage).
// Tolerated: i1467-gosdk-http-standalone-sse-exceeded-retries: transient vs premise (ruling: the session ruling and set 1444's row, "(session ID: X)" without the gone words stays transient): the go-sdk closed the session after its stream retries ran out; a new session runs the call, which the ruling reads as a wait.
// Tolerated: i1467-mcpgo-template-wrong-param-internal: premise vs invalid (ruling: the unknown-resource ruling, set 44's row; i144, i262, i293, i1114, i1189, i1425 tolerated the same): server-everything throws "Unknown resource" for a template id that is not a positive integer, which the text cannot tell from a URI the server lacks.
// Tolerated: i1467-ts-template-float-param-internal: premise vs invalid (ruling: the same unknown-resource ruling).
// Tolerated: i1467-ts-abort-domexception-reason: denied vs ambiguous (ruling: the caller's own cancel reads denied, docs/taxonomy.md context.Canceled and -32001 abort-reason rows): the label read a cancel of a started tool as an unknown outcome.
// Tolerated: i1467-ts-http-max-reconnection-attempts: unknown vs transient (one-off against set 282, which labels the same TS SDK text "Maximum reconnection attempts (2) exceeded." unknown: the text does not say why the stream cannot be reopened).
func TestIndependentCases1467(t *testing.T) {
	runIndependent(t, "testdata/independent1467.jsonl", true,
		"i1467-gosdk-http-standalone-sse-exceeded-retries",
		"i1467-mcpgo-template-wrong-param-internal",
		"i1467-ts-template-float-param-internal",
		"i1467-ts-abort-domexception-reason",
		"i1467-ts-http-max-reconnection-attempts",
	)
}

// TestGeneralise1467DecodedNotInitialized: the TypeScript SDK server
// transport's "Bad Request: Server not initialized" as a client library
// hands on the decoded JSON-RPC error message (mcp-go bare, python-sdk's
// McpError, the TS client's "MCP error -32000: " prefix) is a client that
// had initialized talking to a server that lost the session: premise
// (mcphandshake.go decodedRefusalMessage; captured live with mcp-go v1.6.0
// against a restarted server). Near misses: the raw JSON-RPC body (a
// client that skipped initialize, sets 23 and 152), MinIO's 503, other
// servers' imperative "Call initialize first", a longer sentence.
func TestGeneralise1467DecodedNotInitialized(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcp-go bare", "mcp", 0, "", "Bad Request: Server not initialized", premise},
		{"mcp-go bare with -32000", "mcp", 0, "-32000", "Bad Request: Server not initialized", premise},
		{"python-sdk McpError, trailing stop", "mcp", 0, "-32000", "Bad Request: Server not initialized.", premise},
		{"TS client prefix", "mcp", 0, "-32000", "MCP error -32000: Bad Request: Server not initialized", premise},
		{"near miss: raw body", "mcp", 400, "-32000", `{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null}`, invalid},
		{"near miss: minio", "http", 503, "XMinioServerNotInitialized", "Server not initialized yet, please try again.", transient},
		{"near miss: other server's sentence", "mcp", 0, "", "Bad Request: Server not initialized for tenant acme", invalid},
	})
}
