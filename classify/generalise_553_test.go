package classify

import "testing"

// TestIndependentCases553 runs held-out set 553: LLM APIs in depth (OpenAI, Anthropic, Azure OpenAI, Gemini/Vertex, Bedrock, Mistral, Cohere, Groq, OpenRouter), labelled blind.
func TestIndependentCases553(t *testing.T) {
	runIndependent(t, "testdata/independent553.jsonl", false)
}
