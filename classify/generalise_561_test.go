package classify

import "testing"

// First run at 018f52e: 33/33 overall, 26/26 tricky.
// TestIndependentCases561 runs held-out set 561: Anthropic/OpenAI SDK errors, unusable 200s, run and batch statuses, MCP errors, labelled blind.
func TestIndependentCases561(t *testing.T) {
	runIndependent(t, "testdata/independent561.jsonl", true)
}
