package classify

import "testing"

// First run at 7aef4cc2: 15/24 overall, 6/12 tricky.
func TestIndependentCases1507(t *testing.T) {
	runIndependent(t, "testdata/independent1507.jsonl", false)
}
