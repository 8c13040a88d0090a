package classify

import "testing"

// TestIndependentCases742 runs held-out set 742: PostgreSQL 15 CLI tools (psql, pg_dump, pg_restore, createdb, dropdb, pg_isready) run live through Go os/exec, labelled blind.
func TestIndependentCases742(t *testing.T) {
	runIndependent(t, "testdata/independent742.jsonl", false)
}
