package classify

import "testing"

// TestIndependentCases636 runs held-out set 636: documented mix as Python/TypeScript SDKs print them, labelled blind.
func TestIndependentCases636(t *testing.T) {
	runIndependent(t, "testdata/independent636.jsonl", false)
}
