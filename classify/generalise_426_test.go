package classify

import "testing"

// TestIndependentCases426 runs held-out set 426: a support agent's day on PostgreSQL, SQLite, net/http and nginx, captured live, labelled blind.
// First run at 3d1e9f8: 28/30 overall, 14/16 tricky.
// Tolerated: i426-pg-exclusion-shift-overlap: premise vs conflict (the exclusion ruling, docs/taxonomy.md 23P01 row; sets 141, 200, 270, 291, 302 tolerated the same way): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to.
// Tolerated: i426-sqlite-readonly-copy: denied vs premise (the SQLite read-only ruling, revised, docs/taxonomy.md SQLITE_READONLY (8) row; set 302 tolerated the same way): SQLite's words name a write permission the connection lacks and cannot tell a mode=ro open from a refused file.
func TestIndependentCases426(t *testing.T) {
	runIndependent(t, "testdata/independent426.jsonl", true,
		"i426-pg-exclusion-shift-overlap", "i426-sqlite-readonly-copy")
}
