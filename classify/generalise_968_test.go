package classify

import "testing"

// First run at f9bb9057: 32/32 overall, 21/21 tricky.
func TestIndependentCases968(t *testing.T) {
	runIndependent(t, "testdata/independent968.jsonl", true)
}
