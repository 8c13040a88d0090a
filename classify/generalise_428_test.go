package classify

import "testing"

// TestIndependentCases428 runs held-out set 428: the dev vendors' everyday failures (fourth draw), from the vendors' docs with some captured live, labelled blind.
func TestIndependentCases428(t *testing.T) {
	runIndependent(t, "testdata/independent428.jsonl", false)
}
