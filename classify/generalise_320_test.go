package classify

import "testing"

// TestIndependentCases320 runs held-out set 320: Slack, GitHub and Stripe API failures as slack-go, go-github and stripe-go print them, captured live from the SDKs against their documented error bodies, labelled blind.
func TestIndependentCases320(t *testing.T) {
	runIndependent(t, "testdata/independent320.jsonl", false)
}
