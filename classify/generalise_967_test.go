package classify

import "testing"

// First run at d88c92b8: 28/32 overall, 22/26 tricky.
func TestIndependentCases967(t *testing.T) {
	runIndependent(t, "testdata/independent967.jsonl", false)
}
