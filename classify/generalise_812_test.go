package classify

import "testing"

// TestIndependentCases812 runs held-out set 812: documented mid-plan failures across vendors (missing prior-step resources, leases, partial-batch limits, expired credentials), labelled blind.
func TestIndependentCases812(t *testing.T) {
	runIndependent(t, "testdata/independent812.jsonl", false)
}
