package classify

import "testing"

// First run at 75633708: 31/32 overall, 22/23 tricky.
// Tolerated: i1112-gcp-gcs-create-only-412: premise vs conflict (the Cloud Storage 412 safety ruling in docs/taxonomy.md's 412 row, httppreset.go: the bare "At least one of the pre-conditions you specified did not hold." with no generation named stays premise): the source here was a create-only Writer (Conditions{DoesNotExist: true}), so the object exists and conflict is the docs' reading, but the Go wrapper's "write gs://...:" prefix does not name the condition, and the same sentence answers a stale generation on an update, where a conflict verdict would skip the write; a re-read is safe either way, so the ruling stands.
func TestIndependentCases1112(t *testing.T) {
	runIndependent(t, "testdata/independent1112.jsonl", true, "i1112-gcp-gcs-create-only-412")
}
