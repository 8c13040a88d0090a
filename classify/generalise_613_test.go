package classify

import "testing"

// TestIndependentCases613 runs held-out set 613: RFC 9457 problem details, framework validation bodies and GraphQL/gRPC-gateway error envelopes, labelled blind.
func TestIndependentCases613(t *testing.T) {
	runIndependent(t, "testdata/independent613.jsonl", false)
}
