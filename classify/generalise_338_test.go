package classify

import "testing"

// TestIndependentCases338 runs held-out set 338: PostgreSQL in depth through pgx v5, captured live, labelled blind.
func TestIndependentCases338(t *testing.T) {
	runIndependent(t, "testdata/independent338.jsonl", false)
}
