package classify

import "testing"

// First run at 70c70184: 31/32 overall, 20/21 tricky.
// Fixed later by the lead: i908-pg-0a000-truncate-referenced (dependents.go holdsDependents: TRUNCATE refused for foreign-key references is premise, the lead's ruling after sets 908 and 978).
// Tolerated: i908-pg-55006-dropdb-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases908(t *testing.T) {
	runIndependent(t, "testdata/independent908.jsonl", true, "i908-pg-55006-dropdb-in-use")
}
