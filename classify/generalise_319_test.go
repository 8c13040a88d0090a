package classify

import "testing"

// TestIndependentCases319 runs held-out set 319: PostgreSQL and Go database errors (pgx v5, database/sql), captured live, labelled blind.
// First run at f5327ab: 32/35 overall, 18/21 tricky.
//
// i319-exclusion-overlap passes since the exclusion ruling (postgres.go 23P01).
// i319-57014-user-cancel passes since the revised cancel ruling (pgx's 57014 user request is denied; postgres.go).
// Tolerated: i319-commit-conn-closed: transient vs ambiguous; docs/taxonomy.md (set 287 row, pgx "conn closed" as set 86) and sets 149, 227, 264, 277, 287 read pgx's bare "conn closed" as transient; the text is the same whether COMMIT reached the server or not, so only the caller knowing it sent COMMIT can read it as ambiguous.
func TestIndependentCases319(t *testing.T) {
	runIndependent(t, "testdata/independent319.jsonl", true,
		"i319-commit-conn-closed",
	)
}
