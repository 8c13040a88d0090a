package classify

import "testing"

// TestIndependentCases435 runs held-out set 435: Anthropic API in depth (Messages, streaming, batches, Files, Skills, Admin, Bedrock, Vertex), from the vendors' docs and anthropic-sdk-go captured live, labelled blind.
func TestIndependentCases435(t *testing.T) {
	runIndependent(t, "testdata/independent435.jsonl", false)
}
