package classify

import "testing"

// TestIndependentCases371 runs held-out set 371: the LLM APIs' long tail (OpenAI, Anthropic, Gemini/Vertex, Bedrock), from the vendors' docs, labelled blind.
func TestIndependentCases371(t *testing.T) {
	runIndependent(t, "testdata/independent371.jsonl", false)
}
