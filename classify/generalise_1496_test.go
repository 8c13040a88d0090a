package classify

import "testing"

// First run at 277444f6: 18/34 overall, 9/24 tricky.
// Tolerated: i1496-gosdk-result-and-error: transient vs unknown (ruling, mcp.go mcpError): -32603 internal error is read as opaque with a bounded retry; the text cannot show the server also sent a result.
// Tolerated: i1496-mcpgo-no-request-handler: invalid vs premise (set 432 ruling on -32601): a missing capability under -32601 reads as a method that should not have been called; here it is the client's missing sampling handler, which the tool rests on.
// Tolerated: i1496-gosdk-stdout-closed-at-init: transient vs premise (session ruling, toolquotes.go closedSession): "client is closing: EOF" names no cause; the server that closed its stdout does so at every start.
// Tolerated: i1496-gosdk-command-not-executable: denied vs premise (EACCES ruling, childproc.go; sets 1337, 1443 tolerate the same): exec's EACCES names no mode.
// Tolerated: i1496-mcpgo-command-not-executable: denied vs premise (EACCES ruling): as above, through mcp-go's "failed to start command" wrapper.
// Tolerated: i1496-ts-command-not-executable: denied vs premise (EACCES ruling): Node's spawn EACCES for a 0644 server script.
// Tolerated: i1496-ts-dir-as-command: denied vs premise (EACCES ruling): the command names a directory.
// Tolerated: i1496-gosdk-dir-as-command: denied vs premise (EACCES ruling): as above.
// Tolerated: i1496-mcpgo-dir-as-command: denied vs premise (EACCES ruling): as above.
// Tolerated: i1496-ts-epipe-unrunnable-binary: transient vs premise (one-off): a bare "write EPIPE" cannot show that the server binary cannot run at all.
func TestIndependentCases1496(t *testing.T) {
	runIndependent(t, "testdata/independent1496.jsonl", true,
		"i1496-gosdk-result-and-error", "i1496-mcpgo-no-request-handler", "i1496-gosdk-stdout-closed-at-init",
		"i1496-gosdk-command-not-executable", "i1496-mcpgo-command-not-executable", "i1496-ts-command-not-executable",
		"i1496-ts-dir-as-command", "i1496-gosdk-dir-as-command", "i1496-mcpgo-dir-as-command", "i1496-ts-epipe-unrunnable-binary")
}

// TestGeneralise1496UndeliveredResponse: the TypeScript SDK client's own
// report of an answer it read but could not hand to the waiting request
// (protocol.ts "Received a response for an unknown message ID", stdio.ts
// "ReadBuffer exceeded maximum size of N bytes") is ambiguous: the server
// ran the call and answered, the caller never gets the answer (captured
// live with @modelcontextprotocol/sdk 1.32.2, set 1496; set 1410).
func TestGeneralise1496UndeliveredResponse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts unknown id, result", "mcp", 0, "transport", `Received a response for an unknown message ID: {"jsonrpc":"2.0","id":17,"result":{"tools":[]}}`, ambiguous},
		{"ts unknown id, no code", "mcp", 0, "", `Received a response for an unknown message ID: {"jsonrpc":"2.0","id":3,"result":{"content":[]}}`, ambiguous},
		{"ts readbuffer", "mcp", 0, "", "ReadBuffer exceeded maximum size of 1048576 bytes", ambiguous},
		{"ts readbuffer transport", "mcp", 0, "transport", "ReadBuffer exceeded maximum size of 10485760 bytes", ambiguous},
		// near misses: a timed-out request, a closed connection keep theirs.
		{"ts timeout", "mcp", 0, "-32001", "MCP error -32001: Request timed out", transient},
		{"ts closed", "mcp", 0, "-32000", "MCP error -32000: Connection closed", transient},
		{"unknown tool", "mcp", 0, "-32602", "MCP error -32602: Tool weather not found", invalid},
	})
}

// TestGeneralise1496EnvelopeIssues: the TypeScript SDK transport's zod
// rejection of a server message against JSONRPCMessageSchema (a jsonrpc
// other than "2.0", a reply without id, result and error together) is the
// server breaking JSON-RPC 2.0: premise, as the go-sdk's "invalid message
// version tag" (set 192). A result-schema issue under "content" stays
// ambiguous (unusableResultIssues) and a quoted argument issue invalid.
func TestGeneralise1496EnvelopeIssues(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"no jsonrpc member", "mcp", 0, "transport", "[\n  {\n    \"code\": \"invalid_union\",\n    \"errors\": [\n      [\n        {\n          \"code\": \"invalid_value\",\n          \"values\": [\n            \"2.0\"\n          ],\n          \"path\": [\n            \"jsonrpc\"\n          ],\n          \"message\": \"Invalid input: expected \\\"2.0\\\"\"\n        },\n        {\n          \"expected\": \"string\",\n          \"code\": \"invalid_type\",\n          \"path\": [\n            \"method\"\n          ],\n          \"message\": \"Invalid input: expected string, received undefined\"\n        },\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"result\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized key: \\\"result\\\"\"\n        }\n      ],\n      [\n        {\n          \"code\": \"invalid_value\",\n          \"values\": [\n            \"2.0\"\n          ],\n          \"path\": [\n            \"jsonrpc\"\n          ],\n          \"message\": \"Invalid input: expected \\\"2.0\\\"\"\n        },\n        {\n          \"expected\": \"string\",\n          \"code\": \"invalid_type\",\n          \"path\": [\n            \"method\"\n          ],\n          \"message\": \"Invalid input: expected string, received undefined\"\n        },\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"id\",\n            \"result\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized keys: \\\"id\\\", \\\"result\\\"\"\n        }\n      ],\n      [\n        {\n          \"code\": \"invalid_value\",\n          \"values\": [\n            \"2.0\"\n          ],\n          \"path\": [\n            \"jsonrpc\"\n          ],\n          \"message\": \"Invalid input: expected \\\"2.0\\\"\"\n        }\n      ],\n      [\n        {\n          \"code\": \"invalid_value\",\n          \"values\": [\n            \"2.0\"\n          ],\n          \"path\": [\n            \"jsonrpc\"\n          ],\n          \"message\": \"Invalid input: expected \\\"2.0\\\"\"\n        },\n        {\n          \"expected\": \"object\",\n          \"code\": \"invalid_type\",\n          \"path\": [\n            \"error\"\n          ],\n          \"message\": \"Invalid input: expected object, received undefined\"\n        },\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"result\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized key: \\\"result\\\"\"\n        }\n      ]\n    ],\n    \"path\": [],\n    \"message\": \"Invalid input\"\n  }\n]", premise},
		{"result and error", "mcp", 0, "", "[\n  {\n    \"code\": \"invalid_union\",\n    \"errors\": [\n      [\n        {\n          \"expected\": \"string\",\n          \"code\": \"invalid_type\",\n          \"path\": [\n            \"method\"\n          ],\n          \"message\": \"Invalid input: expected string, received undefined\"\n        },\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"result\",\n            \"error\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized keys: \\\"result\\\", \\\"error\\\"\"\n        }\n      ],\n      [\n        {\n          \"expected\": \"string\",\n          \"code\": \"invalid_type\",\n          \"path\": [\n            \"method\"\n          ],\n          \"message\": \"Invalid input: expected string, received undefined\"\n        },\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"id\",\n            \"result\",\n            \"error\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized keys: \\\"id\\\", \\\"result\\\", \\\"error\\\"\"\n        }\n      ],\n      [\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"error\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized key: \\\"error\\\"\"\n        }\n      ],\n      [\n        {\n          \"code\": \"unrecognized_keys\",\n          \"keys\": [\n            \"result\"\n          ],\n          \"path\": [],\n          \"message\": \"Unrecognized key: \\\"result\\\"\"\n        }\n      ]\n    ],\n    \"path\": [],\n    \"message\": \"Invalid input\"\n  }\n]", premise},
		{"jsonrpc 1.0 compact", "mcp", 0, "", `[{"code":"invalid_union","errors":[[{"code":"invalid_value","values":["2.0"],"path":["jsonrpc"],"message":"Invalid input: expected \"2.0\""}]],"path":[],"message":"Invalid input"}]`, premise},
		// near misses
		{"result content issue", "mcp", 0, "", `[{"expected":"array","code":"invalid_type","path":["content"],"message":"Invalid input: expected array, received undefined"}]`, ambiguous},
		{"quoted tool args", "mcp", 0, "-32602", `MCP error -32602: Invalid arguments for tool search: [{"code":"invalid_union","path":["method"],"message":"Invalid input"}]`, invalid},
	})
}

// TestGeneralise1496TransportParse: a client error marked as the stdio
// transport's (code "transport") whose text is a JSON parser's syntax
// error is the client's decoder failing on the server's stdout: premise,
// as garbledTransport (MCP stdio: the server MUST NOT write anything that
// is not a valid MCP message). An HTML page ('<') stays out.
func TestGeneralise1496TransportParse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"v8 eof", "mcp", 0, "transport", "Unexpected end of JSON input", premise},
		{"v8 property", "mcp", 0, "transport", "Expected property name or '}' in JSON at position 34", premise},
		{"v8 token", "mcp", 0, "transport", `Unexpected token 'W', "Weather se"... is not valid JSON`, premise},
		{"v8 trailing", "mcp", 0, "transport", "Unexpected non-whitespace character after JSON at position 4", premise},
		// near misses: the server's -32700 about the client's request, a
		// tool's own isError parse failure keep their readings.
		{"server parse error", "mcp", 0, "-32700", "Parse error", invalid},
	})
}
