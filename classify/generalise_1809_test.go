package classify

import "testing"

// First run at 5af4f628: 30/36 overall, 10/15 tricky.
func TestIndependentCases1809(t *testing.T) {
	runIndependent(t, "testdata/independent1809.jsonl", false)
}
