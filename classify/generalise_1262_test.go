package classify

import "testing"

// First run at 53911961: 26/33 overall, 11/15 tricky.
func TestIndependentCases1262(t *testing.T) {
	runIndependent(t, "testdata/independent1262.jsonl", false)
}
