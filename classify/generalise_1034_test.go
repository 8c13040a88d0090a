package classify

import "testing"

// First run at d677e9d5: 29/31 overall, 21/23 tricky.
//
// Tolerated: i1034-k8s-ssa-conflict: premise vs invalid (docs/taxonomy.md, Kubernetes row: "`Conflict` from server-side apply (\"Apply failed with N conflicts\") premise, also when the message comes without its Status", set 470): the other field manager is a fact about the world the apply rested on (premise), while the Kubernetes docs' own remedies (re-run with --force-conflicts, or drop the field from the manifest) change only the call's arguments (invalid); both readings hold.
// Tolerated: i1034-aws-ddb-table-being-deleted: transient vs conflict (docs/taxonomy.md, AWS codes: "ResourceInUseException | conflict when \"already exists\", else transient (being created or deleted)"; set 703: "\"still in use\"/\"being\" stays busy"): for a DeleteTable the table already being deleted means the world holds what the step was to do (conflict, skip), while the ruling reads any "being deleted" as a busy resource to wait out (transient), which is right for every other call on that table; both readings hold.
func TestIndependentCases1034(t *testing.T) {
	runIndependent(t, "testdata/independent1034.jsonl", true, "i1034-k8s-ssa-conflict", "i1034-aws-ddb-table-being-deleted")
}
