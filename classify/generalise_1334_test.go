package classify

import "testing"

// First run at 1018ff6b: 18/38 overall, 3/21 tricky.
func TestIndependentCases1334(t *testing.T) {
	runIndependent(t, "testdata/independent1334.jsonl", false)
}
