package classify

import "testing"

// First run at d41a784f: 33/34 overall, 15/16 tricky.
func TestIndependentCases1361(t *testing.T) {
	runIndependent(t, "testdata/independent1361.jsonl", false)
}
