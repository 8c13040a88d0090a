package classify

import "testing"

// Fixed later by the lead: i930-github-graphql-not-found (right since GitHub's GraphQL repository NOT_FOUND reads as the REST 404's hidden repository (httppreset.go githubRepoHidden, set 1148)).
// Tolerated: i930-github-ref-does-not-exist: premise vs conflict (the 4xx row: "a missing or deleted resource (premise)"): a DELETE whose target is already gone leaves the world as the step wanted (conflict: skip), while the written ruling reads any missing resource under 422 as a false belief; both hold.
// Fixed later by the lead: i930-stripe-test-card-live (stripe.go stripeDeclines: test_mode_live_card, testmode_decline's twin, invalid).
// First run at 30817878: 28/31 overall, 23/26 tricky.
func TestIndependentCases930(t *testing.T) {
	runIndependent(t, "testdata/independent930.jsonl", true, "i930-github-ref-does-not-exist")
}
