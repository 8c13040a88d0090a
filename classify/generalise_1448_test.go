package classify

import "testing"

// First run at f42ed80e: 28/36 overall, 14/20 tricky.
func TestIndependentCases1448(t *testing.T) {
	runIndependent(t, "testdata/independent1448.jsonl", false)
}
