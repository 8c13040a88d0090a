package classify

import "testing"

// First run at 61d814bd: 28/30 overall, 14/16 tricky.
func TestIndependentCases1129(t *testing.T) {
	runIndependent(t, "testdata/independent1129.jsonl", false)
}
