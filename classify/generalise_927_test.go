package classify

import "testing"

// First run at 01f5db1f: 27/30 overall, 17/20 tricky.
func TestIndependentCases927(t *testing.T) {
	runIndependent(t, "testdata/independent927.jsonl", false)
}
