package classify

import "testing"

// First run at 6af4053f: 30/32 overall, 19/21 tricky.
// Tolerated: i1133-ssa-conflict: premise vs invalid (docs/taxonomy.md, Kubernetes row: "`Conflict` from server-side apply ("Apply failed with N conflicts") premise, also when the message comes without its Status", set 470): the ruling reads another field manager's ownership as a fact about the world to replan on; the server-side apply docs list --force-conflicts or dropping the field from the manifest as the ways out, which is a repair of the same call's arguments. Both hold.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i1133-containerd-exec-notfound.
func TestIndependentCases1133(t *testing.T) {
	runIndependent(t, "testdata/independent1133.jsonl", true, "i1133-ssa-conflict")
}
