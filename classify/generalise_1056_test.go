package classify

import "testing"

// First run at 5e61b2b5: 31/32 overall, 15/16 tricky.
// Tolerated: i1056-pg-insert-into-view: invalid vs premise (docs/taxonomy.md, class 55 about the session's own object: "a view that takes no rows (\"cannot insert into view\") | invalid: no other session and no wait changes it"): the ruling reads the INSERT as aimed at the wrong object (repair it onto the base tables); my label read the plan's belief that order_totals is a writable table as the false premise. Both point away from retrying; the ruling stands.
func TestIndependentCases1056(t *testing.T) {
	runIndependent(t, "testdata/independent1056.jsonl", true, "i1056-pg-insert-into-view")
}
