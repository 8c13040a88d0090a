package classify

import "testing"

// First run at 21422cfa: 14/24 overall, 11/21 tricky.
func TestIndependentCases1488(t *testing.T) {
	runIndependent(t, "testdata/independent1488.jsonl", false)
}

// TestGeneralise1488MCPGoSentinel: the mcp-go client renders a JSON-RPC
// error as its code's sentinel and the message (mcp/errors.go AsError:
// "internal error: ...", "invalid params: ...", "invalid request: ...",
// "parse error: ..."), so the sentinel stands for the code and the
// message is read as under that code: a -32603 whose text is an argument
// check is invalid, an opaque one stays a bounded retry.
func TestGeneralise1488MCPGoSentinel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcpgo internal range check", "mcp", 0, "", "internal error: Invalid resourceId: 0. Must be a finite positive integer.", invalid},
		{"mcpgo internal enum check", "mcp", 0, "", "internal error: Invalid resourceType: Video. Must be Text or Blob.", invalid},
		{"mcpgo invalid params", "mcp", 0, "", "invalid params: Invalid arguments for prompt args-prompt: Invalid input: expected string, received undefined at city", invalid},
		// Near misses: an opaque internal error stays a bounded retry, a
		// network failure a wait, a missing resource premise.
		{"mcpgo opaque internal", "mcp", 0, "", "internal error: something went wrong", transient},
		{"mcpgo internal refused", "mcp", 0, "", "internal error: dial tcp 127.0.0.1:5432: connect: connection refused", transient},
		{"mcpgo missing resource", "mcp", 0, "", "invalid params: MCP error -32602: Resource demo://resource/static/document/gone.md not found", premise},
	})
}

// TestGeneralise1488RefusedByUser: a person who refuses a sampling or
// elicitation request ("sampling refused by user", thrown by a client's
// handler and passed on as -32603 by the TypeScript SDK) withholds consent,
// denied, as "declined by user" and "rejected by the user" already read.
func TestGeneralise1488RefusedByUser(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts sampling refused", "mcp", 0, "isError", "MCP error -32603: sampling refused by user", denied},
		{"refused by the user", "mcp", 0, "-32603", "Elicitation refused by the user", denied},
		{"go refused by user", "go", 0, "", "calling \"tools/call\": sampling request refused by user", denied},
		// Near misses: a refusal by a machine is not a person's.
		{"connection refused", "mcp", 0, "-32603", "MCP error -32603: connect ECONNREFUSED 127.0.0.1:8080", transient},
		{"user not found", "mcp", 0, "-32602", "MCP error -32602: user not found", premise},
	})
}
