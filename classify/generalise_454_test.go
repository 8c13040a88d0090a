package classify

import "testing"

// TestIndependentCases454 runs held-out set 454: PostgreSQL, Go stdlib and HTTP RFC failures (second draw), captured live and from the vendors' docs, labelled blind.
func TestIndependentCases454(t *testing.T) {
	runIndependent(t, "testdata/independent454.jsonl", false)
}
