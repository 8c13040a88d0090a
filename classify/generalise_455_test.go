package classify

import "testing"

// TestIndependentCases455 runs held-out set 455: a finance-reporting agent on PostgreSQL, SQLite, net/http and os, captured live, labelled blind.
// First run at cac4034: 29/30 overall, 14/15 tricky.
// Tolerated: i455-pg-cached-plan-result-type: transient vs premise (taxonomy's 0A000 row and set 110's row, sets 20, 110 and 200 label the same text transient): pgx drops the stale statement and the same call succeeds; left as labelled blind.
func TestIndependentCases455(t *testing.T) {
	runIndependent(t, "testdata/independent455.jsonl", true, "i455-pg-cached-plan-result-type")
}
