package classify

import "testing"

// First run at a046ea36: 27/36 overall, 10/19 tricky.
func TestIndependentCases1788(t *testing.T) {
	runIndependent(t, "testdata/independent1788.jsonl", false)
}
