package classify

import "testing"

// TestIndependentCases783 runs held-out set 783: Go ORMs and migration tools (GORM, sqlx, golang-migrate, goose, database/sql) on PostgreSQL 15 and SQLite, captured live, labelled blind.
func TestIndependentCases783(t *testing.T) {
	runIndependent(t, "testdata/independent783.jsonl", false)
}
