package classify

import "testing"

// TestIndependentCases671 runs held-out set 671: openai-go and anthropic-sdk-go streaming failures captured live against SSE httptest servers and nginx, labelled blind.
func TestIndependentCases671(t *testing.T) {
	runIndependent(t, "testdata/independent671.jsonl", false)
}
