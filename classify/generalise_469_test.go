package classify

import "testing"

// TestIndependentCases469 runs held-out set 469: PostgreSQL, Go and HTTP (third draw), captured live (pgx, Go stdlib, nginx) and from the vendors' docs, labelled blind.
func TestIndependentCases469(t *testing.T) {
	runIndependent(t, "testdata/independent469.jsonl", false)
}
