package classify

import "testing"

// First run at e25deb7e: 28/34 overall, 12/18 tricky.
func TestIndependentCases1519(t *testing.T) {
	runIndependent(t, "testdata/independent1519.jsonl", false)
}
