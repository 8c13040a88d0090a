package classify

import "testing"

// Fixed later by the lead: i931-pg-drop-database-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// First run at d94ffee2: 28/29 overall, 13/14 tricky.
func TestIndependentCases931(t *testing.T) {
	runIndependent(t, "testdata/independent931.jsonl", true)
}
