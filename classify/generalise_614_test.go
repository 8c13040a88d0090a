package classify

import "testing"

// TestIndependentCases614 runs held-out set 614: agent frameworks and tool-calling layers (LangChain/LangGraph, Vercel AI SDK, OpenAI Agents SDK, Pydantic AI, CrewAI, AutoGen, LlamaIndex, Eino, Genkit, Spring AI), labelled blind.
func TestIndependentCases614(t *testing.T) {
	runIndependent(t, "testdata/independent614.jsonl", false)
}
