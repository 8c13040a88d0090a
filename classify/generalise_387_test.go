package classify

import "testing"

// TestIndependentCases387 runs held-out set 387: SaaS long-tail vendor errors, from the vendors' docs, labelled blind.
func TestIndependentCases387(t *testing.T) {
	runIndependent(t, "testdata/independent387.jsonl", false)
}
