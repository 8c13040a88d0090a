package classify

import "testing"

// TestIndependentCases727 runs held-out set 727: hosted AI agent platforms and assistant APIs (OpenAI Assistants/Responses/Realtime/Batch, Anthropic batches, Gemini, Mistral, Cohere, Groq, Together, Fireworks), labelled blind.
func TestIndependentCases727(t *testing.T) {
	runIndependent(t, "testdata/independent727.jsonl", false)
}
