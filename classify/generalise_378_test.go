package classify

import "testing"

// TestIndependentCases378 runs held-out set 378: nginx, Go net/http and os uncommon failures, captured live, labelled blind.
func TestIndependentCases378(t *testing.T) {
	runIndependent(t, "testdata/independent378.jsonl", false)
}
