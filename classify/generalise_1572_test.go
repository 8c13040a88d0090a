package classify

import "testing"

// First run at 1a76a419: 28/34 overall, 13/17 tricky.
func TestIndependentCases1572(t *testing.T) {
	runIndependent(t, "testdata/independent1572.jsonl", false)
}
