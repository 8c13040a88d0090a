package classify

import "testing"

// First run at 0baa25ce: 29/30 overall, 14/14 tricky.
// Tolerated: i1022-postgres-drop-has-dependents: premise vs invalid (docs/taxonomy.md PostgreSQL row "42P01, 3F000, 3D000, ..., 2BP01, ... | premise", and dependents.go holdsDependents: 2BP01 "other objects depend on it" is premise): PostgreSQL's HINT "Use DROP ... CASCADE" reads as a repair of the statement (invalid), while the ruling reads it as the plan assuming an object with nothing depending on it, which must be settled first (premise); both hold, and the ruling stands.
func TestIndependentCases1022(t *testing.T) {
	runIndependent(t, "testdata/independent1022.jsonl", true, "i1022-postgres-drop-has-dependents")
}
