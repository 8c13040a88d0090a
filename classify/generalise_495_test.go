package classify

import "testing"

// TestIndependentCases495 runs held-out set 495: GitHub and Slack in depth (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases495(t *testing.T) {
	runIndependent(t, "testdata/independent495.jsonl", false)
}
