package classify

import "testing"

// TestIndependentCases372 runs held-out set 372: Go stdlib, gRPC (grpc-go, grpc-js, etcd) and HTTP long tail, from the vendors' docs and live Go runs, labelled blind.
func TestIndependentCases372(t *testing.T) {
	runIndependent(t, "testdata/independent372.jsonl", false)
}
