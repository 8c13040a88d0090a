package classify

import "testing"

// First run at b5decc89: 31/32 overall, 16/16 tricky.
// Fixed later by the lead: i873-k8s-unknown-server-error (k8stext.go clientGoNoReason: client-go's "unknown" server response names no cause, unknown).
func TestIndependentCases873(t *testing.T) {
	runIndependent(t, "testdata/independent873.jsonl", true)
}
