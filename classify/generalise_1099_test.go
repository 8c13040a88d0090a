package classify

import "testing"

// First run at e1cc7717: 28/30 overall, 15/17 tricky.
// Fixed later by the lead: i1099-s3-time-skewed (passes since the lead's raw-client clock-skew ruling (aws.go rawAWSClient): no SDK corrects the offset, premise).
// Tolerated: i1099-k8s-conflict-modified: transient vs premise ("The Kubernetes ruling": "the object has been modified" is transient): client-go's RetryOnConflict re-reads and retries, so transient holds; the wrapper's PUT carries the agent's stale copy, which the stale-copy ruling reads as premise (re-read before repeating), so premise holds too.
func TestIndependentCases1099(t *testing.T) {
	runIndependent(t, "testdata/independent1099.jsonl", true, "i1099-k8s-conflict-modified")
}
