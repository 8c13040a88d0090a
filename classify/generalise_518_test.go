package classify

import "testing"

// TestIndependentCases518 runs held-out set 518: Slack Web API, GitHub REST/GraphQL (go-github, gh), Stripe (stripe-go) and Kubernetes (client-go, kubectl), from the vendors' docs, labelled blind.
func TestIndependentCases518(t *testing.T) {
	runIndependent(t, "testdata/independent518.jsonl", false)
}
