package classify

import "testing"

// TestIndependentCases364 runs held-out set 364: SQLite (modernc.org/sqlite) and database/sql in depth, captured live, labelled blind.
func TestIndependentCases364(t *testing.T) {
	runIndependent(t, "testdata/independent364.jsonl", false)
}
