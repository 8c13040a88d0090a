package classify

import "testing"

// First run at 4e382e27: 27/31 overall, 17/21 tricky.
//
// Tolerated: i1071-docker-rm-running: premise vs invalid (set 163's row "a delete refused because the object is the one in service ... You cannot remove a running container (Docker)" premise, kept by set 899): the Engine docs offer force=true on the same call (repair), and equally the container must first leave the running state (premise).
// Tolerated: i1071-k8s-409-ns-being-purged: transient vs conflict (the Kubernetes row: `Conflict` "the object has been modified" transient, "also for ... a namespace being emptied"): for a create the namespace will be gone in time (transient); for this step, a delete, the deletion is already under way, so skipping also holds.
// Tolerated: i1071-k8s-delete-notfound: premise vs conflict (the Kubernetes row: "`NotFound` premise"): a get or update of a missing object is premise; a delete of one reaches the state the step wanted (kubectl's --ignore-not-found treats it as success), so conflict/skip also holds.
// Fixed later by the lead: i1071-kubelet-createcontainerconfig-nonroot (worldstate.go: the kubelet's runAsNonRoot the image cannot meet is the spec's, invalid).
func TestIndependentCases1071(t *testing.T) {
	runIndependent(t, "testdata/independent1071.jsonl", true, "i1071-docker-rm-running", "i1071-k8s-409-ns-being-purged", "i1071-k8s-delete-notfound")
}
