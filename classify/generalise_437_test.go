package classify

import "testing"

// TestIndependentCases437 runs held-out set 437: OpenAI and Gemini/Vertex failures in depth, from the vendors' docs, labelled blind.
func TestIndependentCases437(t *testing.T) {
	runIndependent(t, "testdata/independent437.jsonl", false)
}
