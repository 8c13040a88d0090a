package classify

import "testing"

// First run at 76a80916: 18/36 overall, 6/18 tricky.
func TestIndependentCases1171(t *testing.T) {
	runIndependent(t, "testdata/independent1171.jsonl", false)
}
