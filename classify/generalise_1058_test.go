package classify

import "testing"

// First run at 010f4eab: 31/32 overall, 16/17 tricky.
//
// Fixed later by the lead: i1058-square-version-mismatch (passes since the lead's versionNumbersMismatch (assertedstate.go): 'Version mismatch: expected 3, got 2.' names the object's version by numbers on both sides, the stale-copy ruling).
func TestIndependentCases1058(t *testing.T) {
	runIndependent(t, "testdata/independent1058.jsonl", true)
}
