package classify

import "testing"

// TestIndependentCases403 runs held-out set 403: storage, CDN and hosting platform errors, from the vendors' docs, labelled blind.
func TestIndependentCases403(t *testing.T) {
	runIndependent(t, "testdata/independent403.jsonl", false)
}
