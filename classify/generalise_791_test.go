package classify

import "testing"

// TestIndependentCases791 runs held-out set 791: PgBouncer 1.18 in front of PostgreSQL 15 with pgx v5 and psql (captured live), labelled blind.
func TestIndependentCases791(t *testing.T) {
	runIndependent(t, "testdata/independent791.jsonl", false)
}
