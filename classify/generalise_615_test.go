package classify

import "testing"

// TestIndependentCases615 runs held-out set 615: Kubernetes and Helm failures as client-go, kubectl and Helm print them, labelled blind.
func TestIndependentCases615(t *testing.T) {
	runIndependent(t, "testdata/independent615.jsonl", false)
}
