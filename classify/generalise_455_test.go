package classify

import "testing"

// TestIndependentCases455 runs held-out set 455: a finance-reporting agent on PostgreSQL, SQLite, net/http and os, captured live, labelled blind.
func TestIndependentCases455(t *testing.T) {
	runIndependent(t, "testdata/independent455.jsonl", false)
}
