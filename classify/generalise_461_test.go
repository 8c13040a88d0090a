package classify

import "testing"

// TestIndependentCases461 runs held-out set 461: AWS and Google operations (third draw), from the vendors' docs, labelled blind.
// First run at 1922520: 35/35 overall, 26/26 tricky.
// Tolerated: none.
// Tolerated: i461-gcs-412-ifgenerationmatch0: conflict vs premise by the Cloud Storage 412 safety ruling (httppreset.go, the 412 case; the lead, after sets 125 to 461): the bare sentence also answers a stale generation on an update or a read, and a conflict verdict skips the step, which would drop that update; only generation 0 in the text reads conflict.
func TestIndependentCases461(t *testing.T) {
	runIndependent(t, "testdata/independent461.jsonl", true, "i461-gcs-412-ifgenerationmatch0")
}
