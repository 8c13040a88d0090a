package classify

import "testing"

// TestIndependentCases545 runs held-out set 545: openai-go v3 and anthropic-sdk-go errors captured live against httptest servers, plus Go stdlib failures, labelled blind.
func TestIndependentCases545(t *testing.T) {
	runIndependent(t, "testdata/independent545.jsonl", false)
}
