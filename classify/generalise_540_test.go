package classify

import "testing"

// TestIndependentCases540 runs held-out set 540: model APIs (OpenAI, Anthropic, Azure, Gemini, Mistral, Groq, Together, OpenRouter) and MCP, labelled blind.
func TestIndependentCases540(t *testing.T) {
	runIndependent(t, "testdata/independent540.jsonl", false)
}
