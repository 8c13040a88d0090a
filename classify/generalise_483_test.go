package classify

import "testing"

// TestIndependentCases483 runs held-out set 483: the dev sample's vendor mix, middle draw, from the vendors' docs (MCP and PostgreSQL lines captured live), labelled blind.
// First run at a404d6f: 34/35 overall, 22/23 tricky.
// Tolerated: i483-gcs-insert-ifgenerationmatch0: premise vs conflict (the Cloud Storage 412 safety ruling, docs/taxonomy.md 412 row; as sets 125, 356, 421, 441, 449, 451, 457, 458, 461): the bare "At least one of the pre-conditions you specified did not hold." also answers a stale generation on an update or a read, and a conflict verdict would skip that update; only generation 0 in the text reads conflict.
func TestIndependentCases483(t *testing.T) {
	runIndependent(t, "testdata/independent483.jsonl", true, "i483-gcs-insert-ifgenerationmatch0")
}
