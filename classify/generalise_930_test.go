package classify

import "testing"

// Tolerated: i930-github-graphql-not-found: premise vs denied (the GraphQL `errors[].type` row: "`NOT_FOUND` premise"): GitHub hides repositories a token cannot see behind NOT_FOUND as REST does behind 404 (denied in errors-dev), yet a repository that truly does not exist reads the same; only context tells them apart.
// Tolerated: i930-github-ref-does-not-exist: premise vs conflict (the 4xx row: "a missing or deleted resource (premise)"): a DELETE whose target is already gone leaves the world as the step wanted (conflict: skip), while the written ruling reads any missing resource under 422 as a false belief; both hold.
// Fixed later by the lead: i930-stripe-test-card-live (stripe.go stripeDeclines: test_mode_live_card, testmode_decline's twin, invalid).
// First run at 30817878: 28/31 overall, 23/26 tricky.
func TestIndependentCases930(t *testing.T) {
	runIndependent(t, "testdata/independent930.jsonl", true, "i930-github-graphql-not-found", "i930-github-ref-does-not-exist")
}
