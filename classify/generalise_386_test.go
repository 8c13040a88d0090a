package classify

import "testing"

// TestIndependentCases386 runs held-out set 386: a coding agent across Go's os and net/http, the MCP reference servers and nginx, captured live, labelled blind.
func TestIndependentCases386(t *testing.T) {
	runIndependent(t, "testdata/independent386.jsonl", false)
}
