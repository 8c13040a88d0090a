package classify

import "testing"

// First run at 4084ee5f: 27/32 overall, 11/16 tricky.
func TestIndependentCases889(t *testing.T) {
	runIndependent(t, "testdata/independent889.jsonl", false)
}
