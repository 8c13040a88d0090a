package classify

import "testing"

// TestIndependentCases564 runs held-out set 564: live openai-go v1/v3, anthropic-sdk-go and MCP TypeScript client failures, labelled blind.
func TestIndependentCases564(t *testing.T) {
	runIndependent(t, "testdata/independent564.jsonl", false)
}
