package classify

import "testing"

// TestIndependentCases544 runs held-out set 544: live MCP reference servers (Go SDK, TypeScript SDK, raw JSON-RPC) and Go net/http against nginx and httptest, labelled blind.
func TestIndependentCases544(t *testing.T) {
	runIndependent(t, "testdata/independent544.jsonl", false)
}
