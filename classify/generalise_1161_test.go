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
