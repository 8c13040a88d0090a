package classify

import "testing"

// First run at 298bcbab: 21/30 overall, 9/16 tricky.
func TestIndependentCases902(t *testing.T) {
	runIndependent(t, "testdata/independent902.jsonl", false)
}
