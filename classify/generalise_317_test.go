package classify

import "testing"

// TestIndependentCases317 runs held-out set 317: AWS service errors as aws-sdk-go-v2 prints them, from the vendors' docs, labelled blind.
func TestIndependentCases317(t *testing.T) {
	runIndependent(t, "testdata/independent317.jsonl", false)
}
