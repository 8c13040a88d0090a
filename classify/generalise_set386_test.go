package classify

import "testing"

// The file is not named generalise_386_test.go: Go reads a _386 suffix as GOARCH=386 and would skip it on amd64.

// TestIndependentCases386 runs held-out set 386: a coding agent across Go's os and net/http, the MCP reference servers and nginx, captured live, labelled blind.
func TestIndependentCases386(t *testing.T) {
	runIndependent(t, "testdata/independent386.jsonl", false)
}
