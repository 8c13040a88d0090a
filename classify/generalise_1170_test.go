package classify

import "testing"

// First run at c93ed8fb: 28/35 overall, 16/22 tricky.
func TestIndependentCases1170(t *testing.T) {
	runIndependent(t, "testdata/independent1170.jsonl", false)
}
