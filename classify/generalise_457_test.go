package classify

import "testing"

// TestIndependentCases457 runs held-out set 457: the dev sample's vendor mix (fifth middle draw), from the vendors' docs, labelled blind.
func TestIndependentCases457(t *testing.T) {
	runIndependent(t, "testdata/independent457.jsonl", false)
}
