package classify

import "testing"

// First run at a0234b5: 31/32 overall, 9/10 tricky.
// Tolerated: i807-pg-drop-dropped: conflict vs premise (docs/taxonomy.md 42P01 row; set 215's i215-drop-missing and TestGeneralise48's DROP INDEX case label the DROP-only "table/index \"x\" does not exist" premise, and set 520 tolerated the same split): I read the repeated DROP as already done by set 260's removal ruling (DROP ... IF EXISTS treats it as done); the ruling reads the missing table as a false belief, and a replan that re-reads the catalog is safe either way.
// TestIndependentCases807 runs held-out set 807: live captures of self-inflicted agent failures (pgx, SQLite, os, nginx, openai-go, anthropic-sdk-go, MCP), labelled blind.
func TestIndependentCases807(t *testing.T) {
	runIndependent(t, "testdata/independent807.jsonl", true, "i807-pg-drop-dropped")
}
