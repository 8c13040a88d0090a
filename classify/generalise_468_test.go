package classify

import "testing"

// TestIndependentCases468 runs held-out set 468: Anthropic, OpenAI and MCP failures (fifth draw), from the vendors' docs and SDK source with three captured live, labelled blind.
func TestIndependentCases468(t *testing.T) {
	runIndependent(t, "testdata/independent468.jsonl", false)
}
