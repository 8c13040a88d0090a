package classify

import "testing"

// First run at cb20eb08: 27/35 overall, 3/11 tricky.
func TestIndependentCases1288(t *testing.T) {
	runIndependent(t, "testdata/independent1288.jsonl", false)
}
