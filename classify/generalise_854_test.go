package classify

import "testing"

// TestIndependentCases854 runs held-out set 854: documented Python/TypeScript SDK failures across vendors, labelled blind.
func TestIndependentCases854(t *testing.T) {
	runIndependent(t, "testdata/independent854.jsonl", false)
}
