package classify

import "testing"

// First run at a062c4c5: 32/32 overall, 18/18 tricky.
func TestIndependentCases936(t *testing.T) {
	runIndependent(t, "testdata/independent936.jsonl", true)
}
