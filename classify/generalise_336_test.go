package classify

import "testing"

// TestIndependentCases336 runs held-out set 336: PostgreSQL, PL/pgSQL and HTTP semantics, from the vendors' docs, labelled blind.
func TestIndependentCases336(t *testing.T) {
	runIndependent(t, "testdata/independent336.jsonl", false)
}
