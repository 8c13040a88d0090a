package classify

import "testing"

// TestIndependentCases377 runs held-out set 377: uncommon PostgreSQL (pgx v5) and SQLite (modernc) failures, captured live, labelled blind.
func TestIndependentCases377(t *testing.T) {
	runIndependent(t, "testdata/independent377.jsonl", false)
}
