package classify

import "testing"

// TestIndependentCases515 runs held-out set 515: AWS and Google Cloud errors as aws-sdk-go-v2, googleapi and grpc-go print them, from the vendors' docs, labelled blind.
func TestIndependentCases515(t *testing.T) {
	runIndependent(t, "testdata/independent515.jsonl", false)
}
