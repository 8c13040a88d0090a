package classify

import "testing"
// First run at f7cefb3f: 35/36 overall, 13/14 tricky.

func TestIndependentCases1379(t *testing.T) {
	runIndependent(t, "testdata/independent1379.jsonl", false)
}
