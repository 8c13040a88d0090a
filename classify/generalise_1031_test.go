package classify

import "testing"

// Tolerated: i1031-docker-rm-running: premise vs invalid (taxonomy set 163 and set 899: Docker "cannot remove a running container ... or force remove" stays premise): the daemon names a flag (repair) and also a state to leave (stop first); both readings hold.
// Tolerated: i1031-docker-port-allocated: premise vs invalid (taxonomy: Docker "port is already allocated" premise; set 31 "is already allocated" premise): another container holds the port (world state) or the agent picks another host port (new argument); both hold.
// Tolerated: i1031-k8s-422-nodeport-allocated: premise vs invalid (set 31: "is already allocated", Kubernetes port and IP allocators, premise): same two readings as the Docker port.
// Tolerated: i1031-docker-manifest-unknown-tag: premise vs invalid (OCI MANIFEST_UNKNOWN premise; set 692 "manifest unknown" in text premise): for a public image a wrong tag is an argument; for one's own image the tag was never pushed; both hold.
// Tolerated: i1031-k8s-422-immutable-selector: invalid vs premise (a 422 Invalid field reads invalid; no written ruling on "field is immutable" found): one-off, not fixed in the time; the update can only succeed by delete-and-recreate (premise), or the manifest can keep the old selector (invalid).
// Tolerated: i1031-helm-chart-version-missing: premise vs invalid (one-off, not looked at in depth): "not found in ... index" reads as a missing object; the version argument is what is wrong, though the hint "try 'helm repo update'" suggests a stale index (premise).
// Tolerated: i1031-buildkit-copy-not-found: premise vs invalid (one-off, not looked at in depth): "not found" of a COPY source may be a wrong path (invalid) or a file the build context lacks (premise).
// Tolerated: i1031-kubectl-rollout-undo-revision: unknown vs invalid (one-off, not looked at in depth; set 108 rules an unknown revision name premise, which may apply): the revision number is the call's argument.
// Tolerated: i1031-helm-resource-ownership: conflict vs premise (sets 692, 888, 899 label this Helm text conflict and TestGeneralise734 keeps azurerm's "needs to be imported into the State" conflict as a near miss): the name is taken (conflict), but the existing object is not this release's, so there is nothing to skip to (premise); a fix was tried and reverted because it broke those sets.
// First run at 4989130f: 23/32 overall, 15/23 tricky.
func TestIndependentCases1031(t *testing.T) {
	runIndependent(t, "testdata/independent1031.jsonl", true, "i1031-helm-resource-ownership", "i1031-docker-rm-running", "i1031-docker-port-allocated", "i1031-k8s-422-nodeport-allocated", "i1031-docker-manifest-unknown-tag", "i1031-k8s-422-immutable-selector", "i1031-helm-chart-version-missing", "i1031-buildkit-copy-not-found", "i1031-kubectl-rollout-undo-revision")
}
