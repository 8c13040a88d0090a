package classify

import "testing"

// TestIndependentCases460 runs held-out set 460: Anthropic and OpenAI API failures (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases460(t *testing.T) {
	runIndependent(t, "testdata/independent460.jsonl", false)
}
