package classify

import "testing"

// TestIndependentCases441 runs held-out set 441: the dev sample's vendor mix, middle of the distribution (third draw), from the vendors' docs, labelled blind.
// First run at 42dbdca: 34/35 overall, 26/27 tricky.
// Tolerated: i441-gcs-insert-generation-match-0: premise vs conflict (taxonomy HTTP 412 row, set 35 createOnly, set 34 googleapi 412 conditionNotMet premise; sets 125, 356, 421 tolerate the same text): the googleapi text carries no create-only marker (no ifGenerationMatch=0); only the request the agent sent shows it.
func TestIndependentCases441(t *testing.T) {
	runIndependent(t, "testdata/independent441.jsonl", true, "i441-gcs-insert-generation-match-0")
}
