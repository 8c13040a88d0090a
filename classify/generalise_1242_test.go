package classify

import "testing"

// First run at ae459e7f: 20/26 overall, 7/13 tricky.
func TestIndependentCases1242(t *testing.T) {
	runIndependent(t, "testdata/independent1242.jsonl", false)
}
