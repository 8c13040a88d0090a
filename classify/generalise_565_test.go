package classify

import "testing"

// TestIndependentCases565 runs held-out set 565: PostgreSQL and SQLite errors from Go drivers and ORMs (pgx, lib/pq, database/sql, modernc, mattn, GORM, ent), labelled blind.
func TestIndependentCases565(t *testing.T) {
	runIndependent(t, "testdata/independent565.jsonl", false)
}
