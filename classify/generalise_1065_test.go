package classify

import "testing"

// First run at b9f2cc68: 32/32 overall, 17/17 tricky.
func TestIndependentCases1065(t *testing.T) {
	runIndependent(t, "testdata/independent1065.jsonl", true)
}
