package classify

import "testing"

// First run at c18aa62a: 25/33 overall, 10/18 tricky.
func TestIndependentCases1287(t *testing.T) {
	runIndependent(t, "testdata/independent1287.jsonl", false)
}
