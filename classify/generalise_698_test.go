package classify

import "testing"

// TestIndependentCases698 runs held-out set 698: LLM gateways and hosted-model platforms (LiteLLM, OpenRouter, Portkey, Cloudflare AI Gateway, Azure OpenAI, Bedrock, Vertex/Gemini), labelled blind.
func TestIndependentCases698(t *testing.T) {
	runIndependent(t, "testdata/independent698.jsonl", false)
}
