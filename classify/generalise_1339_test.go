package classify

import "testing"

// First run at f5bef3d4: 21/36 overall, 11/24 tricky.
func TestIndependentCases1339(t *testing.T) {
	runIndependent(t, "testdata/independent1339.jsonl", false)
}
