package classify

import "testing"

// TestIndependentCases552 runs held-out set 552: PostgreSQL and SQLite documented error messages (pgx, modernc, mattn), labelled blind.
func TestIndependentCases552(t *testing.T) {
	runIndependent(t, "testdata/independent552.jsonl", false)
}
