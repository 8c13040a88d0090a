package classify

import "testing"

// First run at f35128f4: 23/23 overall, 8/8 tricky.
func TestIndependentCases1147(t *testing.T) {
	runIndependent(t, "testdata/independent1147.jsonl", true)
}
