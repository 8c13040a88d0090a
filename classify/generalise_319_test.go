package classify

import "testing"

// TestIndependentCases319 runs held-out set 319: PostgreSQL and Go database errors (pgx v5, database/sql), captured live, labelled blind.
func TestIndependentCases319(t *testing.T) {
	runIndependent(t, "testdata/independent319.jsonl", false)
}
