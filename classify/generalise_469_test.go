package classify

import "testing"

// TestIndependentCases469 runs held-out set 469: PostgreSQL, Go and HTTP (third draw), captured live (pgx, Go stdlib, nginx) and from the vendors' docs, labelled blind.
// First run at fe64aa5: 34/35 overall, 24/25 tricky.
// Fixed later by the lead: i469-pg-drop-database-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
func TestIndependentCases469(t *testing.T) {
	runIndependent(t, "testdata/independent469.jsonl", true)
}
