package classify

import "testing"

// TestIndependentCases602 runs held-out set 602: openai-go and anthropic-sdk-go beyond chat (embeddings, files, batches, images, responses, token counting, stop reasons, client-side errors), captured live against httptest servers, labelled blind.
func TestIndependentCases602(t *testing.T) {
	runIndependent(t, "testdata/independent602.jsonl", false)
}
