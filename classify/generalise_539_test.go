package classify

import "testing"

// TestIndependentCases539 runs held-out set 539: AWS (aws-sdk-go-v2) and Google Cloud (googleapi, gRPC) errors whose status misleads, labelled blind.
func TestIndependentCases539(t *testing.T) {
	runIndependent(t, "testdata/independent539.jsonl", false)
}
