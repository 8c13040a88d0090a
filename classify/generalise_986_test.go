package classify

import "testing"

// First run at 6171c765: 28/34 overall, 10/16 tricky.
func TestIndependentCases986(t *testing.T) {
	runIndependent(t, "testdata/independent986.jsonl", false)
}
