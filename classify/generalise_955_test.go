package classify

import "testing"

// First run at e2c2c8cd: 31/32 overall, 19/20 tricky.
// Tolerated: i955-k8s-timeout-may-still-process: ambiguous vs transient (taxonomy set 530 row: a timeout whose text says the server "may still be processing the request" on a write verb (post, put, patch, delete) is ambiguous, wording.go outcomeUnknownWords): client-go's StatusReasonTimeout says the create may still land, so the outcome is unknown (ambiguous, read back first), yet the Kubernetes API docs describe the reason as a timeout the client may retry, and the possible side effect can be carried apart from the kind (transient).
func TestIndependentCases955(t *testing.T) {
	runIndependent(t, "testdata/independent955.jsonl", true, "i955-k8s-timeout-may-still-process")
}
