package classify

import "testing"

// First run at e54d7e94: 24/36 overall, 7/16 tricky.
func TestIndependentCases1663(t *testing.T) {
	runIndependent(t, "testdata/independent1663.jsonl", false)
}
