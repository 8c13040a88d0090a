package classify

import "testing"

// TestIndependentCases321 runs held-out set 321: Google Cloud, Kubernetes, gRPC and RFC HTTP failures, captured live (googleapi, grpc-go, gax apierror) and from the vendors' docs, labelled blind.
func TestIndependentCases321(t *testing.T) {
	runIndependent(t, "testdata/independent321.jsonl", false)
}
