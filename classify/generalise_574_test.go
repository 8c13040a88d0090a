package classify

import "testing"

// TestIndependentCases574 runs held-out set 574: Node.js 20 as a tool runtime (fetch/undici, fs/promises, child_process, JSON, zlib, dns), captured live, labelled blind.
func TestIndependentCases574(t *testing.T) {
	runIndependent(t, "testdata/independent574.jsonl", false)
}
