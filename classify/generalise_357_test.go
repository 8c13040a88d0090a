package classify

import "testing"

// TestIndependentCases357 runs held-out set 357: HTTP RFC semantics, Go stdlib and gRPC errors, captured live (Go, grpc-go, nginx) and from the RFCs, labelled blind.
func TestIndependentCases357(t *testing.T) {
	runIndependent(t, "testdata/independent357.jsonl", false)
}
