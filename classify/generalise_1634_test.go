package classify

import "testing"

// First run at 13450277: 22/26 overall, 10/14 tricky.
func TestIndependentCases1634(t *testing.T) {
	runIndependent(t, "testdata/independent1634.jsonl", false)
}
