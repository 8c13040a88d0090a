package classify

import "testing"

// First run at b731c631: 27/31 overall, 11/14 tricky.
func TestIndependentCases1090(t *testing.T) {
	runIndependent(t, "testdata/independent1090.jsonl", false)
}
