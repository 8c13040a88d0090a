package classify

import "testing"

// TestIndependentCases401 runs held-out set 401: HTTP client errors from Python, Node, Java, .NET, Rust and Ruby, from the vendors' docs, labelled blind.
func TestIndependentCases401(t *testing.T) {
	runIndependent(t, "testdata/independent401.jsonl", false)
}
