package classify

import "testing"

// First run at d70e2433: 28/32 overall, 20/24 tricky.
func TestIndependentCases1123(t *testing.T) {
	runIndependent(t, "testdata/independent1123.jsonl", false)
}
