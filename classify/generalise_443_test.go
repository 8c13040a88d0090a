package classify

import "testing"

// TestIndependentCases443 runs held-out set 443: AWS core services as aws-sdk-go-v2 prints them (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases443(t *testing.T) {
	runIndependent(t, "testdata/independent443.jsonl", false)
}
