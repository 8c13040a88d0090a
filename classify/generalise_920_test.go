package classify

import "testing"

// First run at ab6eda9a: 32/33 overall, 14/15 tricky.
func TestIndependentCases920(t *testing.T) {
	runIndependent(t, "testdata/independent920.jsonl", false)
}
