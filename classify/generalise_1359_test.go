package classify

import "testing"

// First run at 38ac08be: 35/36 overall, 14/15 tricky.
func TestIndependentCases1359(t *testing.T) {
	runIndependent(t, "testdata/independent1359.jsonl", false)
}
