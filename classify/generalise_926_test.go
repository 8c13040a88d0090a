package classify

import "testing"

// First run at 70eebf5c: 32/32 overall, 24/24 tricky.
func TestIndependentCases926(t *testing.T) {
	runIndependent(t, "testdata/independent926.jsonl", true)
}
