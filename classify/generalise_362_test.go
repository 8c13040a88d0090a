package classify

import "testing"

// TestIndependentCases362 runs held-out set 362: PostgreSQL via pgx v5 and nginx in depth, captured live, labelled blind.
func TestIndependentCases362(t *testing.T) {
	runIndependent(t, "testdata/independent362.jsonl", false)
}
