package classify

import "testing"

// First run at cfe8fa5e: 26/31 overall, 17/22 tricky.
func TestIndependentCases941(t *testing.T) {
	runIndependent(t, "testdata/independent941.jsonl", false)
}
