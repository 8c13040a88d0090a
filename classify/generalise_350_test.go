package classify

import "testing"

// TestIndependentCases350 runs held-out set 350: SaaS and LLM API error bodies, from the vendors' docs, labelled blind.
func TestIndependentCases350(t *testing.T) {
	runIndependent(t, "testdata/independent350.jsonl", false)
}
