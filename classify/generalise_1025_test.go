package classify

import "testing"

// First run at 5a5da7ef: 31/32 overall, 15/16 tricky.
// Tolerated: i1025-pg-insert-into-view: invalid vs premise (docs/taxonomy.md, class 55 about the session's own object: "a view that takes no rows (\"cannot insert into view\") | invalid: no other session and no wait changes it"): the statement targets an aggregate view, so repairing the target table is a fair reading; but the plan believed monthly_revenue was a writable table and the write must move to its base tables, a false belief that a replan answers.
func TestIndependentCases1025(t *testing.T) {
	runIndependent(t, "testdata/independent1025.jsonl", true, "i1025-pg-insert-into-view")
}
