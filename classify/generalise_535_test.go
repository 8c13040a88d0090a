package classify

import "testing"

// TestIndependentCases535 runs held-out set 535: PostgreSQL (pgx v5) and SQLite (modernc) in depth, captured live, labelled blind.
func TestIndependentCases535(t *testing.T) { runIndependent(t, "testdata/independent535.jsonl", false) }
