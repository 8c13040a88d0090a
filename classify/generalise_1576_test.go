package classify

import "testing"

// First run at ff6cb68e: 19/36 overall, 9/26 tricky.
func TestIndependentCases1576(t *testing.T) {
	runIndependent(t, "testdata/independent1576.jsonl", false)
}
