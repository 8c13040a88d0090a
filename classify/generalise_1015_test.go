package classify

import "testing"

// First run at 167598bc: 30/31 overall, 21/22 tricky.
// Tolerated: i1015-k8s-object-modified: transient vs premise (the Kubernetes ruling in docs/taxonomy.md: "the object has been modified" is transient, as client-go's RetryOnConflict): labelled here as a stale resourceVersion to re-read, like 412, as sets 125, 136 and 342 did; the API also says "try again" and a client-go retry re-reads the object, so both readings hold and the ruling stands.
func TestIndependentCases1015(t *testing.T) {
	runIndependent(t, "testdata/independent1015.jsonl", true, "i1015-k8s-object-modified")
}
