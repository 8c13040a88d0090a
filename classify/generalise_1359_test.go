package classify

import "testing"

// TestIndependentCases1359 runs testdata/independent1359.jsonl, a blind
// live set of 36 PostgreSQL 15 failures captured through pgx v5 (row-level
// security, partitions, identity and generated columns, replication slots,
// extensions, read-only roles, connection limits, locks, sessions).
// First run at 38ac08be: 35/36 overall, 14/15 tricky.
// Tolerated: i1359-drop-database-in-use: transient vs premise (the lead's 55006 DROP DATABASE ruling, revised after set 947; postgres.go otherSessionsOnDatabase): the ruling reads the other sessions as ones that end their work and leave; this set read them as an app's standing pool.
func TestIndependentCases1359(t *testing.T) {
	runIndependent(t, "testdata/independent1359.jsonl", true, "i1359-drop-database-in-use")
}
