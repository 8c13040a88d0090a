package classify

import "testing"

// TestIndependentCases575 runs held-out set 575: LLM provider API errors (OpenAI, Azure OpenAI, Anthropic, Gemini, Bedrock, Groq, Mistral, Cohere, OpenRouter, Together, Fireworks), labelled blind.
func TestIndependentCases575(t *testing.T) {
	runIndependent(t, "testdata/independent575.jsonl", false)
}
