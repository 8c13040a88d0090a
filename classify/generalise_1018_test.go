package classify

import "testing"

// First run at f7973b01: 31/32 overall, 22/23 tricky.
func TestIndependentCases1018(t *testing.T) {
	runIndependent(t, "testdata/independent1018.jsonl", false)
}
