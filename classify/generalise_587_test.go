package classify

import "testing"

// TestIndependentCases587 runs held-out set 587: model and tool protocols in depth (OpenAI Responses/Realtime/Batch/Files/Assistants, Anthropic Messages/batches/Files, MCP errors and refusals), labelled blind.
func TestIndependentCases587(t *testing.T) {
	runIndependent(t, "testdata/independent587.jsonl", false)
}
