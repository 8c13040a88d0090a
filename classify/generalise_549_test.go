package classify

import "testing"

// TestIndependentCases549 runs held-out set 549: Google Cloud and gRPC documented errors (googleapi.Error, gRPC status, error details), labelled blind.
func TestIndependentCases549(t *testing.T) {
	runIndependent(t, "testdata/independent549.jsonl", false)
}
