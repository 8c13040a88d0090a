package classify

import "testing"

// TestIndependentCases598 runs held-out set 598: messaging, queue, workflow and job-system failures as their Go clients print them, labelled blind.
func TestIndependentCases598(t *testing.T) {
	runIndependent(t, "testdata/independent598.jsonl", false)
}
