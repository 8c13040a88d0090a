package classify

import "testing"

// First run at ee29d090: 13/37 overall, 7/21 tricky.
func TestIndependentCases1314(t *testing.T) {
	runIndependent(t, "testdata/independent1314.jsonl", false)
}
