package classify

import "testing"

// First run at c663bdce: 28/34 overall, 11/17 tricky.
func TestIndependentCases1738(t *testing.T) {
	runIndependent(t, "testdata/independent1738.jsonl", false)
}
