package classify

import "testing"

// TestIndependentCases355 runs held-out set 355: newer vendor surfaces (batches, realtime, caching, tasks, rulesets), from the vendors' docs, labelled blind.
func TestIndependentCases355(t *testing.T) {
	runIndependent(t, "testdata/independent355.jsonl", false)
}
