package classify

import "testing"

// First run at fd7b15d3: 29/29 overall, 15/15 tricky.
func TestIndependentCases917(t *testing.T) {
	runIndependent(t, "testdata/independent917.jsonl", true)
}
