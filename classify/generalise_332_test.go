package classify

import "testing"

// TestIndependentCases332 runs held-out set 332: LLM SDKs and HTTP tools behind nginx, captured live, labelled blind.
func TestIndependentCases332(t *testing.T) {
	runIndependent(t, "testdata/independent332.jsonl", false)
}
