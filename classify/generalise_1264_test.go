package classify

import "testing"

// First run at b6cbfb57: 37/41 overall, 14/17 tricky.
func TestIndependentCases1264(t *testing.T) {
	runIndependent(t, "testdata/independent1264.jsonl", false)
}
