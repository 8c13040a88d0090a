package classify

import "testing"

// First run at 770150c5: 18/36 overall, 3/17 tricky.
func TestIndependentCases1593(t *testing.T) {
	runIndependent(t, "testdata/independent1593.jsonl", false)
}
