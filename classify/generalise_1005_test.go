package classify

import "testing"

// First run at 97a98d0b: 26/30 overall, 11/14 tricky.
// Tolerated: i1005-pg-refresh-concurrently-no-unique: premise vs invalid (set 154's row: "cannot refresh materialized view ... concurrently" is premise, as 55000, the view lacks a unique index): the docs make the fix either a new index (a missing prerequisite, premise) or dropping CONCURRENTLY from the call (repair), so both readings hold.
// Tolerated: i1005-pg-exclusion-overlap: premise vs conflict (the exclusion ruling, 23P01 premise): the overlapping booking is another row, not the step's own result, so premise holds; I read it as the world already holding the slot (conflict).
// Tolerated: i1005-sqlite-unique-index-dups: conflict vs premise (the SQLITE_CONSTRAINT_UNIQUE row: without the CREATE UNIQUE INDEX statement in the text, 2067 "is an INSERT's duplicate word for word and stays conflict"): the text alone cannot tell the index build from an insert; only the call (live here) says premise.
// Fixed later by the lead: i1005-mcp-fs-mkdir-over-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases1005(t *testing.T) {
	runIndependent(t, "testdata/independent1005.jsonl", true, "i1005-pg-refresh-concurrently-no-unique", "i1005-pg-exclusion-overlap", "i1005-sqlite-unique-index-dups")
}
