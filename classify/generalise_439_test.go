package classify

import "testing"

// TestIndependentCases439 runs held-out set 439: PostgreSQL via pgx and SQLite via modernc in depth, captured live, labelled blind.
func TestIndependentCases439(t *testing.T) {
	runIndependent(t, "testdata/independent439.jsonl", false)
}
