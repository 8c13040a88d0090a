package classify

import "testing"

// TestIndependentCases413 runs held-out set 413: Anthropic and OpenAI long tail (server tools, managed-agent and agent-session errors, SDK exceptions), from the vendors' docs and SDK source, labelled blind.
func TestIndependentCases413(t *testing.T) {
	runIndependent(t, "testdata/independent413.jsonl", false)
}
