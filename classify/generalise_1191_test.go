package classify

import "testing"

// First run at 8aa6567c: 31/33 overall, 15/17 tricky.
func TestIndependentCases1191(t *testing.T) {
	runIndependent(t, "testdata/independent1191.jsonl", false)
}
