package classify

import "testing"

// First run at 4c7efad2: 25/36 overall, 8/18 tricky.
func TestIndependentCases1454(t *testing.T) {
	runIndependent(t, "testdata/independent1454.jsonl", false)
}
