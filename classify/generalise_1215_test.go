package classify

import "testing"

// First run at 2cccc6b5: 37/39 overall, 19/21 tricky.
func TestIndependentCases1215(t *testing.T) {
	runIndependent(t, "testdata/independent1215.jsonl", false)
}
