package classify

import "testing"

// First run at 99cf8335: 25/31 overall, 20/25 tricky.
// Fixed later by the lead: i1057-github-graphql-not-found (right since GitHub's GraphQL repository NOT_FOUND reads as the REST 404's hidden repository (httppreset.go githubRepoHidden, set 1148)).
// Tolerated: i1057-github-jwt-exp: invalid vs denied (the lead's JWT time-claim ruling after sets 398, 470 and 495: a time claim out of range is invalid, an expired token denied): the exp claim the App built itself is wrong (rebuild it, invalid) or the credential is refused (denied); both readings hold.
// Fixed later by the lead: i1057-stripe-live-key-test-object (stripe.go: an object that exists only in the other mode of the API key is not in this mode, premise, as five blind sets read it against 181).
// Tolerated: i1057-slack-method-deprecated: invalid vs premise (codes.go's Slack table maps method_deprecated to invalid, as deprecated_endpoint and unknown_method): a retired method is the call's choice (repair with files.uploadV2, invalid) or a platform fact the plan rested on (premise); both hold; not changed in the time.
// Tolerated: i1057-slack-cant-kick-general: invalid vs premise (no written ruling; a one-off): #general can never lose a member, so the call was never possible (invalid) or the plan's belief was false (premise); not fixed in the time.
// Fixed later by the lead: i1057-slack-feature-not-enabled (codes.go: Slack's feature_not_enabled is the workspace's state, premise).
func TestIndependentCases1057(t *testing.T) {
	runIndependent(t, "testdata/independent1057.jsonl", true, "i1057-github-jwt-exp", "i1057-slack-method-deprecated", "i1057-slack-cant-kick-general")
}
