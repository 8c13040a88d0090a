package classify

import "testing"

// First run at 4a8a57c8: 21/32 overall, 6/16 tricky.
func TestIndependentCases1301(t *testing.T) {
	runIndependent(t, "testdata/independent1301.jsonl", false)
}
