package classify

import "testing"

// First run at fd483864: 20/24 overall, 9/12 tricky.
func TestIndependentCases1404(t *testing.T) {
	runIndependent(t, "testdata/independent1404.jsonl", false)
}
