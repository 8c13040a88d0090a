package classify

import "testing"

// First run at ba84433b: 24/36 overall, 9/18 tricky.
func TestIndependentCases1717(t *testing.T) {
	runIndependent(t, "testdata/independent1717.jsonl", false)
}
