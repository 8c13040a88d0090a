package classify

import "testing"

// First run at 92a1be0d: 25/34 overall, 10/18 tricky.
// Tolerated: i1416-gl-enotfound: premise vs transient (ruling): Node's getaddrinfo ENOTFOUND is EAI_NONAME, the name-does-not-resolve answer that sets 79 and 372 and Go's "no such host" read premise; the label read an offline resolver for a host that exists.
// Tolerated: i1416-gmaps-enotfound: premise vs transient (ruling): the same ENOTFOUND ruling, node-fetch's words through server-google-maps.
// Tolerated: i1416-gmaps-join-typeerror: premise vs invalid (ruling): sets 60 and 69 read a tool's "x.y is not a function" as its own data of another type (premise); the text cannot tell that x is the caller's argument.
func TestIndependentCases1416(t *testing.T) {
	runIndependent(t, "testdata/independent1416.jsonl", true, "i1416-gl-enotfound", "i1416-gmaps-enotfound", "i1416-gmaps-join-typeerror")
}

// TestGeneralise1416StartupRefusal: the TypeScript SDK client's "MCP error
// -32000: Connection closed" followed by the stdio server's stderr that says
// it could not start as configured (a missing environment variable or
// argument, a failed initialization) is premise, as the go-sdk's handshake
// EOF: every launch dies the same way. Captured live from the archived
// reference servers (gitlab, slack, brave-search, google-maps, postgres,
// redis). A bare "Connection closed" or one followed by a running
// session's crash stays transient (mcphandshake.go startupRefusal).
func TestGeneralise1416StartupRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gmaps-key", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nGOOGLE_MAPS_API_KEY environment variable is not set", premise},
		{"brave-key", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nError: BRAVE_API_KEY environment variable is required", premise},
		{"env-vars-plural", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nPlease set GITHUB_TOKEN and GITHUB_OWNER environment variables", premise},
		{"cli-arg", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nPlease provide a Redis URL as a command-line argument", premise},
		{"usage", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nUsage: mcp-server-filesystem [allowed-directory] [additional-directories...]", premise},
		{"npx-missing", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nError: Cannot find module '/app/dist/index.js'", premise},
		{"no-code-env", "mcp", 0, "", "MCP error -32000: Connection closed (stderr: SLACK_BOT_TOKEN environment variable is not set)", premise},
		// near misses: a bare close, or a running session's crash.
		{"bare", "mcp", 0, "-32000", "MCP error -32000: Connection closed", transient},
		{"hangup", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nError: socket hang up", transient},
		{"oom", "mcp", 0, "-32000", "MCP error -32000: Connection closed\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", transient},
	})
}

// TestGeneralise1416ResultUnionIssues: the TypeScript SDK client's bare
// zod rejection of a tools/call result is read by the path of its
// top-level issue: a content item that fits none of the content block
// types is an invalid_union whose member errors (paths "text", "data",
// "uri") come before its own path ["content", 0]. The call ran (set 1416:
// server-postgres committed a write, then returned text undefined), the
// result is unusable: ambiguous. A bare issue list whose top-level path
// names a tool argument stays a call's fault (mcpreply.go
// unusableResultIssues).
func TestGeneralise1416ResultUnionIssues(t *testing.T) {
	union := func(top string) string {
		return "[\n  {\n    \"code\": \"invalid_union\",\n    \"errors\": [\n      [\n        {\n          \"expected\": \"string\",\n          \"code\": \"invalid_type\",\n          \"path\": [\n            \"text\"\n          ],\n          \"message\": \"Invalid input: expected string, received undefined\"\n        }\n      ],\n      [\n        {\n          \"code\": \"invalid_value\",\n          \"values\": [\n            \"resource_link\"\n          ],\n          \"path\": [\n            \"type\"\n          ],\n          \"message\": \"Invalid input: expected \\\"resource_link\\\"\"\n        }\n      ]\n    ],\n    \"path\": [\n      " + top + "\n    ],\n    \"message\": \"Invalid input\"\n  }\n]"
	}
	runWordingCases(t, []wordingCase{
		{"content-union", "mcp", 0, "", union("\"content\",\n      0"), ambiguous},
		{"content-union-item2", "mcp", 0, "", union("\"content\",\n      2"), ambiguous},
		{"structured-union", "mcp", 0, "", union("\"structuredContent\""), ambiguous},
		{"v3-union", "mcp", 0, "", `[{"code":"invalid_union","unionErrors":[{"issues":[{"code":"invalid_type","expected":"string","received":"undefined","path":["content",0,"text"],"message":"Required"}],"name":"ZodError"}],"path":["content",0],"message":"Invalid input"}]`, ambiguous},
		// near misses: a union issue on an argument, and a plain argument issue.
		{"arg-union", "mcp", 0, "", union("\"query\""), invalid},
		{"arg-plain", "mcp", 0, "", `[{"code":"invalid_type","expected":"string","received":"undefined","path":["sql"],"message":"Required"}]`, invalid},
	})
}

// TestGeneralise1416PgParameterSentence: PostgreSQL's "there is no
// parameter $N" (parse_param.c, 42P02 undefined_parameter) as a server
// passes it on without the SQLSTATE (server-postgres's query tool binds no
// values) is the statement's fault, invalid, as its siblings 42P18 and
// 42P08 (pgsentence.go).
func TestGeneralise1416PgParameterSentence(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcp-ts", "mcp", 0, "-32603", "MCP error -32603: there is no parameter $1", invalid},
		{"mcp-go", "mcp", 0, "", `calling "tools/call": there is no parameter $3`, invalid},
		{"node-pg", "", 0, "", "error: there is no parameter $2", invalid},
		{"sibling-42P18", "mcp", 0, "-32603", "MCP error -32603: could not determine data type of parameter $1", invalid},
		// near miss: a missing relation stays premise.
		{"relation", "mcp", 0, "-32603", `MCP error -32603: relation "parameters" does not exist`, premise},
	})
}
