package classify

import "testing"

// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i941-kubectl-exec-no-bash.
// Tolerated: i941-kubectl-ssa-conflict: premise vs invalid (the Kubernetes Status row: server-side apply's "Apply failed with N conflicts" premise, set 470): another manager owns the field, a fact of the world (premise), while the message's own remedies are new arguments (--force-conflicts, or drop the field from the manifest: invalid).
// Tolerated: i941-kubelet-errimagepull-tag: premise vs invalid (set 692's row: "manifest unknown" premise, the tag or digest is not in the repository): "nginx:1.27-alpinee" is a typo that a repaired argument fixes, but from the words alone a tag not yet pushed reads the same.
// Tolerated: i941-docker-port-allocated: premise vs invalid (the premise row: Docker "port is already allocated"): another container holds the host port (premise), while the usual repair is to publish on another host port (invalid).
// Fixed later by the lead: i941-oci-unsupported-delete (passes since the lead's OCI UNSUPPORTED ruling (codes.go): the registry's 405 for an operation its configuration switches off is premise).
// First run at cfe8fa5e: 26/31 overall, 17/22 tricky.
func TestIndependentCases941(t *testing.T) {
	runIndependent(t, "testdata/independent941.jsonl", true, "i941-kubectl-ssa-conflict", "i941-kubelet-errimagepull-tag", "i941-docker-port-allocated")
}
