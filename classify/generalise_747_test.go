package classify

import "testing"

// TestIndependentCases747 runs held-out set 747: Node.js 20 built-in modules (fs, child_process, fetch, net/dns, JSON, zlib, modules) as a tool runtime, captured live, labelled blind.
func TestIndependentCases747(t *testing.T) {
	runIndependent(t, "testdata/independent747.jsonl", false)
}
