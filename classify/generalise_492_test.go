package classify

import "testing"

// TestIndependentCases492 runs held-out set 492: AWS and Google (multipart, transactions, streams, Spanner, Gemini), from the vendors' docs, labelled blind.
func TestIndependentCases492(t *testing.T) {
	runIndependent(t, "testdata/independent492.jsonl", false)
}
