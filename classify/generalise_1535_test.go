package classify

import "testing"

// First run at 31eda91a: 6/24 overall, 1/11 tricky.
func TestIndependentCases1535(t *testing.T) {
	runIndependent(t, "testdata/independent1535.jsonl", false)
}
