package classify

import "testing"

// First run at d677e9d5: 29/31 overall, 21/23 tricky.
//
// Tolerated: i1034-k8s-ssa-conflict: premise vs invalid (docs/taxonomy.md, Kubernetes row: "`Conflict` from server-side apply (\"Apply failed with N conflicts\") premise, also when the message comes without its Status", set 470): the other field manager is a fact about the world the apply rested on (premise), while the Kubernetes docs' own remedies (re-run with --force-conflicts, or drop the field from the manifest) change only the call's arguments (invalid); both readings hold.
// Passes since the lead's deleteUnderway (endstate.go: a delete refused because its object is already being deleted is conflict): i1034-aws-ddb-table-being-deleted.
func TestIndependentCases1034(t *testing.T) {
	runIndependent(t, "testdata/independent1034.jsonl", true, "i1034-k8s-ssa-conflict")
}
