package classify

import "testing"

// First run at 60ef5d23: 31/31 overall, 16/16 tricky.
func TestIndependentCases921(t *testing.T) {
	runIndependent(t, "testdata/independent921.jsonl", true)
}
