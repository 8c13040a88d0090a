package classify

import "testing"

// First run at 322a6aa4: 30/36 overall, 10/15 tricky.
func TestIndependentCases1681(t *testing.T) {
	runIndependent(t, "testdata/independent1681.jsonl", false)
}
