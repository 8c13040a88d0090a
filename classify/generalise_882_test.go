package classify

import "testing"

// First run at e05f3fb2: 31/32 overall, 26/27 tricky.
func TestIndependentCases882(t *testing.T) {
	runIndependent(t, "testdata/independent882.jsonl", false)
}
