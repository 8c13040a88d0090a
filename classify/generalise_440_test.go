package classify

import "testing"

// TestIndependentCases440 runs held-out set 440: an operations agent's web tools (nginx, Go net/http, MCP reference servers via the TS client), captured live, labelled blind.
// First run at 0f44687: 30/30 overall, 20/20 tricky.
// Tolerated: none.
func TestIndependentCases440(t *testing.T) {
	runIndependent(t, "testdata/independent440.jsonl", true)
}
