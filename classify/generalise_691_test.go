package classify

import "testing"

// TestIndependentCases691 runs held-out set 691: openai-node and @anthropic-ai/sdk errors captured live in node 20 (String(err)/err.message), labelled blind.
func TestIndependentCases691(t *testing.T) {
	runIndependent(t, "testdata/independent691.jsonl", false)
}
