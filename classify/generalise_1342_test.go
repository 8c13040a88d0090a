package classify

import "testing"

// First run at b5e088ac: 26/33 overall, 13/19 tricky.
func TestIndependentCases1342(t *testing.T) {
	runIndependent(t, "testdata/independent1342.jsonl", false)
}
