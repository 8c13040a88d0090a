package classify

import "testing"

// First run at e7f674e2: 29/32 overall, 12/14 tricky.
func TestIndependentCases963(t *testing.T) {
	runIndependent(t, "testdata/independent963.jsonl", false)
}
