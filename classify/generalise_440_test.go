package classify

import "testing"

// TestIndependentCases440 runs held-out set 440: an operations agent's web tools (nginx, Go net/http, MCP reference servers via the TS client), captured live, labelled blind.
func TestIndependentCases440(t *testing.T) {
	runIndependent(t, "testdata/independent440.jsonl", false)
}
