package classify

import "testing"

// TestIndependentCases852 runs held-out set 852: self-hosted and OpenAI-compatible inference servers (vLLM, TGI, Ollama, llama.cpp, LM Studio, LocalAI, Triton, NIM, SGLang), labelled blind.
func TestIndependentCases852(t *testing.T) {
	runIndependent(t, "testdata/independent852.jsonl", false)
}
