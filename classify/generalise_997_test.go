package classify

import "testing"

// First run at 5dfc4efe: 28/32 overall, 13/16 tricky.
func TestIndependentCases997(t *testing.T) {
	runIndependent(t, "testdata/independent997.jsonl", false)
}
