package classify

import "testing"

// TestIndependentCases567 runs held-out set 567: SaaS APIs through their Go clients and CLIs (documented), labelled blind.
func TestIndependentCases567(t *testing.T) {
	runIndependent(t, "testdata/independent567.jsonl", false)
}
