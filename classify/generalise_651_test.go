package classify

import "testing"

// TestIndependentCases651 runs held-out set 651: curl and wget failures captured live against nginx and small servers, labelled blind.
func TestIndependentCases651(t *testing.T) {
	runIndependent(t, "testdata/independent651.jsonl", false)
}
