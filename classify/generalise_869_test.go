package classify

import "testing"

// First run at ce9e1acf: 29/31 overall, 10/10 tricky.
// Tolerated: i869-pg-undef-fn: premise vs invalid (docs/taxonomy.md PostgreSQL state row: 42883 "no function by that name and argument types" invalid, as set 114/164 anchor it): a user function never installed reads as a schema premise like 42P01, while PostgreSQL files 42883 with the argument-type mismatches that a caller repairs.
// Tolerated: i869-os-remove-missing: premise vs conflict (docs/taxonomy.md set 260 row, goerr.go removalNotFound: ENOENT answered by the removal itself is conflict, the path gone being the step's goal): the lock another step already removed is a stale belief, and equally a goal already met, as os.RemoveAll and rm -f treat it.
//
// TestIndependentCases869 runs held-out set 869: live failures agents cause themselves (pgx, sqlite, os, net/http, MCP go-sdk, openai-go, anthropic-sdk-go), labelled blind.
func TestIndependentCases869(t *testing.T) {
	runIndependent(t, "testdata/independent869.jsonl", true, "i869-pg-undef-fn", "i869-os-remove-missing")
}
