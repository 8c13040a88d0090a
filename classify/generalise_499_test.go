package classify

import "testing"

// TestIndependentCases499 runs held-out set 499: Anthropic and OpenAI API failures (sixth draw), from the vendors' docs, labelled blind.
func TestIndependentCases499(t *testing.T) {
	runIndependent(t, "testdata/independent499.jsonl", false)
}
