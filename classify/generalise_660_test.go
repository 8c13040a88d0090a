package classify

import "testing"

// TestIndependentCases660 runs held-out set 660: live grpc-go status codes with details, message-size and metadata limits, and crypto/tls failures from gRPC and net/http, labelled blind.
func TestIndependentCases660(t *testing.T) {
	runIndependent(t, "testdata/independent660.jsonl", false)
}
