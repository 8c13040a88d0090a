package classify

import "testing"

// TestIndependentCases349 runs held-out set 349: AWS and Google Cloud error references in depth, from the vendors' docs, labelled blind.
func TestIndependentCases349(t *testing.T) {
	runIndependent(t, "testdata/independent349.jsonl", false)
}
