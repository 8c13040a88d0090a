package classify

import "testing"

// First run at 41ad8529: 31/32 overall, 22/23 tricky.
// Tolerated: i1125-k8s-object-modified: transient vs premise (the Kubernetes ruling in docs/taxonomy.md: 409 "the object has been modified; please apply your changes to the latest version and try again" is transient, as client-go's RetryOnConflict): labelled here blind as a stale resourceVersion, since resending the same object fails again until it is re-read (the stale-copy ruling other services get); the API itself says "try again" and RetryOnConflict re-reads inside the retry, so both readings hold and the ruling stands.
func TestIndependentCases1125(t *testing.T) {
	runIndependent(t, "testdata/independent1125.jsonl", true, "i1125-k8s-object-modified")
}
