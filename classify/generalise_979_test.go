package classify

import "testing"

// First run at de6247b4: 27/29 overall, 12/14 tricky.
func TestIndependentCases979(t *testing.T) {
	runIndependent(t, "testdata/independent979.jsonl", false)
}
