package classify

import "testing"

// First run at f4ba2498: 29/34 overall, 12/17 tricky.
func TestIndependentCases1445(t *testing.T) {
	runIndependent(t, "testdata/independent1445.jsonl", false)
}
