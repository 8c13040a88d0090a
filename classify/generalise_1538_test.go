package classify

import "testing"

// First run at 8b653cac: 21/24 overall, 7/10 tricky.
func TestIndependentCases1538(t *testing.T) {
	runIndependent(t, "testdata/independent1538.jsonl", false)
}
