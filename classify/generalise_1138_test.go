package classify

import "testing"

// First run at 5852e040: 28/29 overall, 15/16 tricky.
// Tolerated: i1138-k8s-modified: transient vs premise (the Kubernetes ruling in docs/taxonomy.md: 409 "the object has been modified; please apply your changes to the latest version and try again" is transient, in the Status body too): both readings hold, the API asks to try again and client-go's RetryOnConflict reruns the read-and-update, but this line is a raw PUT whose body carries the stale resourceVersion, so the same arguments fail again until the agent re-reads (the stale-copy premise).
func TestIndependentCases1138(t *testing.T) {
	runIndependent(t, "testdata/independent1138.jsonl", true, "i1138-k8s-modified")
}
