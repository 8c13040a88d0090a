package classify

import "testing"

// First run at b43070ad: 28/32 overall, 16/19 tricky.
func TestIndependentCases995(t *testing.T) {
	runIndependent(t, "testdata/independent995.jsonl", false)
}
