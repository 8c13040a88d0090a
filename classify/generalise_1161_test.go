package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 981ae701: 19/32 overall, 10/20 tricky.
func TestIndependentCases1161(t *testing.T) {
	runIndependent(t, "testdata/independent1161.jsonl", false)
}

// TestGeneralise1161Lifecycle holds the MCP TypeScript SDK's own lifecycle
// refusals (wording.go lifecycleWords): a Client connected twice and a
// transport started twice are the program's call order, invalid; the
// session ruling's "Not connected" and a start refused because a run is
// already going keep their readings.
func TestGeneralise1161Lifecycle(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts client connect twice", "mcp", 0, "", "Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.", rung.KindInvalid},
		{"ts stdio start twice", "mcp", 0, "", "StdioClientTransport already started! If using Client class, note that connect() calls start() automatically.", rung.KindInvalid},
		{"ts streamable http start twice", "", 0, "", "Error: StreamableHTTPClientTransport already started! If using Client class, note that connect() calls start() automatically.", rung.KindInvalid},
		{"ts sse start twice", "mcp", 0, "", "SSEClientTransport already started! If using Client class, note that connect() calls start() automatically.", rung.KindInvalid},
		// near misses
		{"not connected stays the session ruling's", "mcp", 0, "", "Not connected", rung.KindTransient},
		{"connection closed stays transient", "mcp", 0, "-32000", "MCP error -32000: Connection closed", rung.KindTransient},
		{"temporal already started stays conflict", "", 0, "", "workflow execution already started", rung.KindConflict},
	})
}

// TestGeneralise1161TaskNoResult holds a task's result asked for after the
// task ended without one (mcp.go, -32603): premise; an opaque -32603 stays
// transient and an unknown task stays premise.
func TestGeneralise1161TaskNoResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts task store, client error", "mcp", 0, "-32603", "MCP error -32603: Task 5c640c6decf945c36f3f25fccf19e5af has no result stored", rung.KindPremise},
		{"raw json-rpc", "mcp", 0, "-32603", `{"jsonrpc":"2.0","id":12,"error":{"code":-32603,"message":"Task 0b7e1d93aa4f has no result stored"}}`, rung.KindPremise},
		// near misses
		{"opaque internal error stays transient", "mcp", 0, "-32603", "MCP error -32603: Internal error", rung.KindTransient},
		{"unknown task stays premise", "mcp", 0, "-32602", "MCP error -32602: MCP error -32602: Task not found: w1161-task-7f3a", rung.KindPremise},
		{"terminal cancel stays conflict", "mcp", 0, "-32602", "MCP error -32602: MCP error -32602: Cannot cancel task in terminal status: completed", rung.KindConflict},
	})
}
