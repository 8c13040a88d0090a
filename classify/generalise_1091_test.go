package classify

import "testing"

// First run at 9ed02d95: 26/30 overall, 13/16 tricky.
func TestIndependentCases1091(t *testing.T) {
	runIndependent(t, "testdata/independent1091.jsonl", false)
}
