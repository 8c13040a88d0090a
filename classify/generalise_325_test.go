package classify

import "testing"

// TestIndependentCases325 runs held-out set 325: the dev sample's vendor mix drawn again, from the vendors' docs, labelled blind.
// First run at 766a23a: 33/35 overall, 21/23 tricky.
// Tolerated: i325-anthropic-400-org-disabled: premise vs denied (taxonomy set 267 row and i267-anthropic-403-org-disabled: an organization that "has been disabled" reads premise): the holder's state, an earlier ruling on this very text.
// Tolerated: i325-k8s-409-object-modified: transient vs premise (taxonomy, the Kubernetes ruling: "the object has been modified" is transient, client-go's RetryOnConflict): labelled here as a stale copy, as sets 125 and 136 did; the ruling stands.
func TestIndependentCases325(t *testing.T) {
	runIndependent(t, "testdata/independent325.jsonl", true, "i325-anthropic-400-org-disabled", "i325-k8s-409-object-modified")
}
