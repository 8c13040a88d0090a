package classify

import "testing"

// First run at 4590c607: 23/32 overall, 10/18 tricky.
func TestIndependentCases892(t *testing.T) {
	runIndependent(t, "testdata/independent892.jsonl", false)
}
