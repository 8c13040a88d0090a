package classify

import "testing"

// TestIndependentCases441 runs held-out set 441: the dev sample's vendor mix, middle of the distribution (third draw), from the vendors' docs, labelled blind.
// First run at 42dbdca: 34/35 overall, 26/27 tricky.
// Tolerated: i441-gcs-insert-generation-match-0: conflict vs premise by the Cloud Storage 412 safety ruling (httppreset.go, the 412 case; the lead, after sets 125 to 461): the bare sentence also answers a stale generation on an update or a read, and a conflict verdict skips the step, which would drop that update; only generation 0 in the text reads conflict.
func TestIndependentCases441(t *testing.T) {
	runIndependent(t, "testdata/independent441.jsonl", true, "i441-gcs-insert-generation-match-0")
}
