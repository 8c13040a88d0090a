package classify

import "testing"

// First run at 9fbc8006: 27/32 overall, 18/22 tricky.
// Fixed later by the lead: i1026-github-graphql-not-resolve (right since GitHub's GraphQL repository NOT_FOUND reads as the REST 404's hidden repository (httppreset.go githubRepoHidden, set 1148)).
// Tolerated: i1026-github-repo-installation-404: denied vs premise (taxonomy GitHub row: "404 → denied (GitHub hides private resources)"): on GET /repos/{owner}/{repo}/installation the 404 means the app is not installed there (a premise), but the body is the same bare "Not Found" GitHub gives for a hidden repository.
// Fixed later by the lead: i1026-stripe-no-such-customer-livemode (stripe.go: an object that exists only in the other mode of the API key is not in this mode, premise, as five blind sets read it against 181).
// Tolerated: i1026-github-451-dmca: premise vs denied (taxonomy 451 row: GitHub's "Repository access blocked", a takedown for everyone: premise): the 451 refuses access for legal reasons, which reads as denied, but the block holds for every caller, so the ruling's premise holds too.
// Fixed later by the lead: i1026-github-issue-locked (raised.go stateAfterRefusal reads the state after "because" and githubDecide asks it under 403, premise). Was: denied vs premise (one-off, not fixed in the time): "Unable to create comment because issue is locked." gives the target's state after "because", which stateAfterRefusal (raised.go) reads only after a colon or semicolon; the 403 wins. A candidate class for a later set.
func TestIndependentCases1026(t *testing.T) {
	runIndependent(t, "testdata/independent1026.jsonl", true, "i1026-github-repo-installation-404", "i1026-github-451-dmca")
}
