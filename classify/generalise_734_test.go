package classify

import "testing"

// TestIndependentCases734 runs held-out set 734: Terraform/OpenTofu and Pulumi CLI and provider errors, labelled blind.
func TestIndependentCases734(t *testing.T) {
	runIndependent(t, "testdata/independent734.jsonl", false)
}
