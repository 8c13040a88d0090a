package classify

import "testing"

// First run at b22031da: 26/34 overall, 14/22 tricky.
func TestIndependentCases1573(t *testing.T) {
	runIndependent(t, "testdata/independent1573.jsonl", false)
}
