package classify

import "testing"

// TestIndependentCases531 runs held-out set 531: Slack Web API, GitHub REST/GraphQL, Stripe and Kubernetes failures, from the vendors' docs, labelled blind.
func TestIndependentCases531(t *testing.T) {
	runIndependent(t, "testdata/independent531.jsonl", false)
}
