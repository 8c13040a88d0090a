package classify

import "testing"

// First run at aece2be9: 18/35 overall, 2/19 tricky.
func TestIndependentCases1311(t *testing.T) {
	runIndependent(t, "testdata/independent1311.jsonl", false)
}
