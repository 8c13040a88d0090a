package classify

import "testing"

// First run at e4a41758: 32/33 overall, 16/17 tricky.
// Fixed later by the lead: i958-k8s-unknown-server (k8stext.go clientGoNoReason: client-go's "unknown" server response names no cause, unknown).
func TestIndependentCases958(t *testing.T) {
	runIndependent(t, "testdata/independent958.jsonl", true)
}
