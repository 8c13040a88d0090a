package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases308 runs held-out set 308: MCP TypeScript SDK client errors with the reference servers, captured live, labelled blind.
// First run at bc34d14: 30/35 overall, 14/19 tricky. Fixed by class: an
// SDK's "Invalid <method> result" check of a result against the MCP result
// schema is the callee's output breaking its contract (llm.go
// contractWords: ambiguous).
// Tolerated:
// i308-abort-signal: unknown vs denied: the ruling reads a Node AbortError and the SDK's -32001 carrying the caller's abort reason as the caller's own cancel (docs/taxonomy.md, Go section).
// i308-abort-with-reason: unknown vs denied: the same ruling; the text is the caller's abort reason after the -32001 prefix.
// i308-edit-no-exact-match: premise, missed on the first run and passes since the revised edit ruling (generic.go).
// i308-zod-result-mismatch: ambiguous vs invalid: a bare zod issue list whose path is not a CallToolResult field reads as an argument check (sets 101, 113, 152, 170); here the agent's own code passed the wrong result schema, so the text cannot decide.
func TestIndependentCases308(t *testing.T) {
	runIndependent(t, "testdata/independent308.jsonl", true,
		"i308-abort-signal", "i308-abort-with-reason", "i308-zod-result-mismatch")
}

// TestGeneralise308 checks set 308's class in other software's words, with
// near misses that must keep their kind.
func TestGeneralise308(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A method's result that breaks the MCP result schema, checked by
		// the SDK (llm.go contractWords): the TypeScript SDK's task-creation
		// check (client/index.js, server/index.js "Invalid task creation
		// result: ..."), the Python SDK's pydantic check of a
		// CallToolResult, the go-sdk client's decode of a tools/call reply
		// (mcpreply.go unusableResult), the TypeScript client's bare zod
		// issue list on a result field (set 192).
		{"ts sdk invalid task creation result", "mcp", 0, "-32602", "MCP error -32602: Invalid task creation result: [\n  {\n    \"expected\": \"object\",\n    \"code\": \"invalid_type\",\n    \"path\": [\n      \"task\"\n    ],\n    \"message\": \"Invalid input: expected object, received undefined\"\n  }\n]", rung.KindAmbiguous},
		{"python sdk CallToolResult one error", "mcp", 0, "", "1 validation error for CallToolResult\ncontent\n  Input should be a valid list [type=list_type, input_value='not an array', input_type=str]", rung.KindAmbiguous},
		{"python sdk CallToolResult two errors", "mcp", 0, "", "2 validation errors for CallToolResult\ncontent.0.TextContent.text\n  Field required [type=missing, input_value={'type': 'text'}, input_type=dict]\ncontent.0.ImageContent.data\n  Field required [type=missing, input_value={'type': 'text'}, input_type=dict]", rung.KindAmbiguous},
		{"go-sdk client cannot unmarshal result", "mcp", 0, "", "calling \"tools/call\": json: cannot unmarshal string into Go struct field CallToolResult.content of type []*mcp.wireContent", rung.KindAmbiguous},
		{"ts sdk tools/call result as isError", "mcp", 0, "isError", "MCP error -32602: Invalid tools/call result: [\n  {\n    \"expected\": \"boolean\",\n    \"code\": \"invalid_type\",\n    \"path\": [\n      \"isError\"\n    ],\n    \"message\": \"Invalid input: expected boolean, received string\"\n  }\n]", rung.KindAmbiguous},
		// Near misses: the agent's own arguments failing a tool's or a
		// prompt's input schema stay the call's.
		{"tool arguments stay invalid", "mcp", 0, "isError", "MCP error -32602: Input validation error: Invalid arguments for tool get-sum: Invalid input: expected number, received string at a", rung.KindInvalid},
		{"prompt arguments stay invalid", "mcp", 0, "-32602", "MCP error -32602: MCP error -32602: Invalid arguments for prompt args-prompt: Invalid input: expected string, received undefined at city", rung.KindInvalid},
		{"python CallToolRequestParams stays invalid", "mcp", 0, "-32602", "1 validation error for CallToolRequestParams\nname\n  Field required [type=missing, input_value={}, input_type=dict]", rung.KindInvalid},
	})
}
