package classify

import "testing"

// First run at b920cb93: 28/34 overall, 11/16 tricky.
func TestIndependentCases1728(t *testing.T) {
	runIndependent(t, "testdata/independent1728.jsonl", false)
}
