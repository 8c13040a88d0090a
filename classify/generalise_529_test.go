package classify

import "testing"

// TestIndependentCases529 runs held-out set 529: HTTP failures as proxies, CDNs, gateways and web servers send them and RFC statuses in their less obvious senses, from the vendors' docs (four nginx lines captured live), labelled blind.
//
// First run at 829e67c: 24/25 overall, 17/18 tricky.
//
// Tolerated: i529-k8s-409-object-modified: premise vs transient (the Kubernetes ruling in docs/taxonomy.md, "The Kubernetes ruling" under the stale-copy ruling, and the Kubernetes row of the per-API table, read it transient): a split of opinion, the brief's stale-copy premise against the API's own "try again" and client-go's retry.RetryOnConflict.
func TestIndependentCases529(t *testing.T) {
	runIndependent(t, "testdata/independent529.jsonl", true, "i529-k8s-409-object-modified")
}
