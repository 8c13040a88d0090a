package classify

import "testing"

// First run at b65ca9e8: 31/32 overall, 23/24 tricky.
func TestIndependentCases1023(t *testing.T) {
	runIndependent(t, "testdata/independent1023.jsonl", false)
}
