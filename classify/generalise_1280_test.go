package classify

import "testing"

// First run at d383f565: 21/35 overall, 7/13 tricky.
func TestIndependentCases1280(t *testing.T) {
	runIndependent(t, "testdata/independent1280.jsonl", false)
}
