package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases170 runs held-out set 170: 35 live failures (14
// tricky) from the MCP reference servers (filesystem, everything, memory
// 2026.8.31) through the go-sdk v1.8.0 and TypeScript SDK 1.32.2 clients:
// filesystem started without directory arguments and fed roots that change
// mid-session, point at a missing directory or a file, or are not offered at
// all; everything's long-running operation timed out with
// resetTimeoutOnProgress off and on (maxTotalTimeout), its sampling and
// elicitation tools against clients that lack the capability, refuse, or
// reply with malformed content; memory with MEMORY_FILE_PATH in a missing
// or read-only directory and two servers sharing one file. Labelled blind
// from the servers' and SDKs' sources.
// First run at 141b2c7: 29/35 overall, 10/14 tricky. Fixed by class: a
// sampling or elicitation reply that breaks its result schema is the
// callee's output breaking its contract (llm.go contractWords: ambiguous),
// and a result that is a heading with nothing under it is an empty listing
// (zerocount.go headingOnly: ambiguous).
// Tolerated:
// i170-ev-roots-empty-list: transient vs ambiguous; one server's own phrase, which itself offers "still being loaded"; no other software's wording to generalise from.
// i170-go-ev-elicit-bad-action: invalid vs ambiguous; a bare zod issue list, by text the same as an argument check (sets 101, 113, 152 read those invalid).
func TestIndependentCases170(t *testing.T) {
	runIndependent(t, "testdata/independent170.jsonl", true,
		"i170-ev-roots-empty-list", "i170-go-ev-elicit-bad-action")
}

// TestGeneralise170 checks set 170's classes in other software's words,
// with near misses that must keep their kind.
func TestGeneralise170(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A sampling or elicitation reply that breaks its result schema:
		// @modelcontextprotocol/sdk client/index.js "Invalid elicitation
		// result: ..." (InvalidParams, handed back by the server's tool);
		// server/index.js elicitInput "Elicitation response content does
		// not match requested schema: ..."; go-sdk mcp/server.go Elicit
		// "elicitation result content does not match requested schema:";
		// the Python SDK's pydantic check of a CreateMessageResult.
		{"ts client invalid elicitation result", "mcp", 0, "isError", "MCP error -32602: MCP error -32602: Invalid elicitation result: [\n  {\n    \"code\": \"invalid_value\",\n    \"values\": [\n      \"accept\",\n      \"decline\",\n      \"cancel\"\n    ],\n    \"path\": [\n      \"action\"\n    ],\n    \"message\": \"Invalid option: expected one of \\\"accept\\\"|\\\"decline\\\"|\\\"cancel\\\"\"\n  }\n]", rung.KindAmbiguous},
		{"ts server elicitInput schema", "mcp", 0, "isError", "MCP error -32602: Elicitation response content does not match requested schema: data must have required property 'name'", rung.KindAmbiguous},
		{"go-sdk server Elicit schema", "mcp", 0, "isError", "elicitation result content does not match requested schema: validating root: required: missing properties: [\"name\"]", rung.KindAmbiguous},
		{"python sdk CreateMessageResult", "mcp", 0, "", "1 validation error for CreateMessageResult\nmodel\n  Field required [type=missing, input_value={'role': 'assistant', 'content': {'type': 'text'}}, input_type=dict]", rung.KindAmbiguous},
		// Near misses: the agent's own arguments failing the tool's input
		// schema stay the call's; a person's refusal stays denied.
		{"input validation stays invalid", "mcp", 0, "isError", "MCP error -32602: Input validation error: Invalid arguments for tool trigger-sampling-request: Invalid input: expected string, received undefined at prompt", rung.KindInvalid},
		{"sampling refused stays denied", "mcp", 0, "isError", "MCP error -1: MCP error -1: User rejected sampling request", rung.KindDenied},
		// A heading with nothing under it: mcp-server-git server.py git_log
		// ("Commit history:\n" + "\n".join(log)) on a branch with no
		// commit to show; the filesystem server's list_allowed_directories
		// as the raw result (structuredContent beside the text).
		{"mcp-server-git empty log", "mcp", 0, "", "Commit history:\n", rung.KindAmbiguous},
		{"filesystem empty allowed list raw", "mcp", 0, "", "{\"content\":[{\"type\":\"text\",\"text\":\"Allowed directories:\\n\"}],\"structuredContent\":{\"content\":\"Allowed directories:\\n\"}}", rung.KindAmbiguous},
		// Near misses: a heading that names a failure is not a listing;
		// the sandbox refusal with an empty list stays denied.
		{"bare Error: heading not ambiguous", "mcp", 0, "", "Error:", rung.KindUnknown},
		{"sandbox with no directories stays denied", "mcp", 0, "isError", "Access denied - path outside allowed directories: /tmp/w170/a/notes.txt not in ", rung.KindDenied},
	})
}
