package classify

import "testing"

// TestIndependentCases569 runs held-out set 569: live Go/openai-go/anthropic-sdk-go clients against nginx (TLS, limits, proxy, JSON error pages) and Go httptest RFC statuses, labelled blind.
func TestIndependentCases569(t *testing.T) {
	runIndependent(t, "testdata/independent569.jsonl", false)
}
