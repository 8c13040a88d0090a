package classify

import "testing"

// TestIndependentCases518 runs held-out set 518: Slack Web API, GitHub REST/GraphQL (go-github, gh), Stripe (stripe-go) and Kubernetes (client-go, kubectl), from the vendors' docs, labelled blind.
//
// First run at d17d0b8: 28/30 overall, 21/23 tricky.
// Tolerated: i518-stripe-500-api-error: ambiguous vs transient (docs/taxonomy.md "Service codes": api_error reads transient; sets 15, 335 and 343 carry the same split): Stripe's error-low-level page calls a 500's result indeterminate; a split of opinion, left for the lead.
// Tolerated: i518-k8s-object-modified: premise vs transient (docs/taxonomy.md "The Kubernetes ruling", codes.go k8sModifiedReason): "the object has been modified" reads transient, as client-go's RetryOnConflict; the stale-copy reading is the overruled side.
// Tolerated: i518-slack-fatal-error: transient vs ambiguous (the Slack fatal_error ruling, revised by the lead after blind sets 7, 424, 444, 470, 484, 495, 618 and 977 to transient): Slack's "some aspect of the operation succeeded" is a possible side effect of a failed call, which DESIGN records as the attempt's Effect, not as an unusable result; this set read the possible partial write as ambiguous, which holds too.
func TestIndependentCases518(t *testing.T) {
	runIndependent(t, "testdata/independent518.jsonl", true, "i518-slack-fatal-error", "i518-stripe-500-api-error", "i518-k8s-object-modified")
}
