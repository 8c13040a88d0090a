package classify

import "testing"

// TestIndependentCases466 runs held-out set 466: the dev sample's vendor mix, middle draw (eighth), from the vendors' docs (two MCP lines captured live), labelled blind.
// First run at cd59d31: 33/35 overall, 24/26 tricky.
// Tolerated: i466-gcs-412-if-generation-match-0: premise vs conflict (the Cloud Storage 412 safety ruling in docs/taxonomy.md's 412 row, httppreset.go; sets 125 to 461 tolerated the same split): the bare sentence "At least one of the pre-conditions you specified did not hold." also answers a stale generation on an update, and a conflict verdict would skip that update; only generation 0 in the text reads conflict.
func TestIndependentCases466(t *testing.T) {
	runIndependent(t, "testdata/independent466.jsonl", true, "i466-gcs-412-if-generation-match-0")
}
