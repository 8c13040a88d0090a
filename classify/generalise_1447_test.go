package classify

import "testing"

// First run at 88664e97: 28/36 overall, 16/24 tricky.
func TestIndependentCases1447(t *testing.T) {
	runIndependent(t, "testdata/independent1447.jsonl", false)
}
