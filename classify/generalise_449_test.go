package classify

import "testing"

// TestIndependentCases449 runs held-out set 449: the dev sample's vendor mix, middle draw, from the vendors' docs, labelled blind.
// First run at 3d22552: 34/35 overall, 26/27 tricky.
// Tolerated: i449-gcs-insert-ifgenerationmatch0: conflict vs premise by the Cloud Storage 412 safety ruling (httppreset.go, the 412 case; the lead, after sets 125 to 461): the bare sentence also answers a stale generation on an update or a read, and a conflict verdict skips the step, which would drop that update; only generation 0 in the text reads conflict.
func TestIndependentCases449(t *testing.T) {
	runIndependent(t, "testdata/independent449.jsonl", true, "i449-gcs-insert-ifgenerationmatch0")
}
