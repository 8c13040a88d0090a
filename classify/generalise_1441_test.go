package classify

import "testing"

// First run at e230527b: 33/34 overall, 13/13 tricky.

func TestIndependentCases1441(t *testing.T) {
	runIndependent(t, "testdata/independent1441.jsonl", false)
}
