package classify

import "testing"

// First run at e984bcc9: 27/30 overall, 15/18 tricky.
func TestIndependentCases918(t *testing.T) {
	runIndependent(t, "testdata/independent918.jsonl", false)
}
