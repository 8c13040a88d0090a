package classify

import "testing"

// TestIndependentCases388 runs held-out set 388: databases and queues long tail, from the vendors' docs, labelled blind.
func TestIndependentCases388(t *testing.T) {
	runIndependent(t, "testdata/independent388.jsonl", false)
}
