package classify

import "testing"

// TestIndependentCases480 runs held-out set 480: PostgreSQL via pgx and SQLite via modernc in depth, captured live, labelled blind.
func TestIndependentCases480(t *testing.T) {
	runIndependent(t, "testdata/independent480.jsonl", false)
}
