package classify

import "testing"

// TestIndependentCases352 runs held-out set 352: SQLite (modernc), Go os and net/http failures, captured live, labelled blind.
func TestIndependentCases352(t *testing.T) {
	runIndependent(t, "testdata/independent352.jsonl", false)
}
