package classify

import "testing"

// TestIndependentCases418 runs held-out set 418: observability and incident tools' long tail, from the vendors' docs, labelled blind.
func TestIndependentCases418(t *testing.T) {
	runIndependent(t, "testdata/independent418.jsonl", false)
}
