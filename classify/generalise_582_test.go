package classify

import "testing"

// TestIndependentCases582 runs held-out set 582: SQLite (modernc.org/sqlite) errors captured live, labelled blind.
func TestIndependentCases582(t *testing.T) {
	runIndependent(t, "testdata/independent582.jsonl", false)
}
