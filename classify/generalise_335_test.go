package classify

import "testing"

// TestIndependentCases335 runs held-out set 335: GitHub, Slack, Stripe and Kubernetes raw error bodies, from the vendors' docs, labelled blind.
// First run at 7b1f5e0: 32/35 overall, 23/26 tricky.
// Tolerated: i335-slack-internal-error: transient vs ambiguous (taxonomy's Slack row reads internal_error transient; sets 6 and 199 label the same body transient): Slack's docs give internal_error the same "It's possible some aspect of the operation succeeded" sentence that makes fatal_error ambiguous; left for the lead.
// Tolerated: i335-stripe-500-api-error: transient vs ambiguous (taxonomy's service codes read api_error transient; set 15, i15-stripe-500-api-error, labels the same body transient): Stripe's error-low-level page calls a 500's result indeterminate; left for the lead.
// Tolerated: i335-k8s-409-conflict-stale-version: transient vs premise (the Kubernetes ruling: "the object has been modified" is transient, as client-go's RetryOnConflict): an earlier ruling, not changed here.
func TestIndependentCases335(t *testing.T) {
	runIndependent(t, "testdata/independent335.jsonl", true, "i335-slack-internal-error", "i335-stripe-500-api-error", "i335-k8s-409-conflict-stale-version")
}
