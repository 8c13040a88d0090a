package classify

import "testing"

// First run at 0a62ddba: 32/32 overall, 18/18 tricky.
func TestIndependentCases904(t *testing.T) {
	runIndependent(t, "testdata/independent904.jsonl", true)
}
