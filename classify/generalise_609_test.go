package classify

import "testing"

// TestIndependentCases609 runs held-out set 609: Anthropic and OpenAI failures in agent tool loops (documented), labelled blind.
func TestIndependentCases609(t *testing.T) {
	runIndependent(t, "testdata/independent609.jsonl", false)
}
