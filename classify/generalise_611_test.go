package classify

import "testing"

// First run at 3cdb20e: 30/30 overall, 12/12 tricky.
//
// TestIndependentCases611 runs held-out set 611: openai-go and anthropic-sdk-go behind nginx (live), labelled blind.
func TestIndependentCases611(t *testing.T) {
	runIndependent(t, "testdata/independent611.jsonl", true)
}
