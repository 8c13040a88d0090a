package classify

import "testing"

// TestIndependentCases548 runs held-out set 548: AWS core services as aws-sdk-go-v2 prints them, labelled blind.
func TestIndependentCases548(t *testing.T) {
	runIndependent(t, "testdata/independent548.jsonl", false)
}
