package classify

import "testing"

// Tolerated: i1158-k8s-410-continue-expired: premise vs invalid (docs/taxonomy.md Kubernetes row: "`Gone`, `Expired` premise"): the Kubernetes docs tell the client to start a new list without the continue token (same goal, new arguments, as the AWS row's expired pagination token), while the ruling reads Expired as a lapsed server-issued handle; both hold.
// Tolerated: i1158-k8s-422-nodeport-allocated: premise vs invalid (docs/taxonomy.md: Docker "port is already allocated" premise): the port is held by another object (a fact about the world), while the agent's cure is another nodePort argument; both hold.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i1158-kubectl-exec-no-bash.
// Tolerated: i1158-kubectl-logs-choose-container: ambiguous vs invalid (docs/taxonomy.md Kubernetes row: "a container name must be specified ... choose one of" ambiguous, sets 424 and 445): several to choose from is ambiguous by the ruling, a missing -c argument is invalid by kubectl's docs; both hold.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i1158-kubelet-starterror.
// Tolerated: i1158-kubectl-cp-no-tar: invalid vs premise (the lead's container-command ruling, containercmd.go, 10 blind labels to 1): kubectl cp runs tar in the container on its own, so the caller did not name the missing program; the runtime's words are the same as for a command the call named.
// Tolerated: i1158-kubelet-backoff-pull: unknown vs premise (set 745's i745-k8s-backoff labels this very event unknown, "the back-off event names no cause", and TestGeneralise400CrashLoop keeps "image pull back-off" unknown): my fix to premise broke both, so it was reverted; the event names no cause (unknown) yet every cause the docs list (missing tag, private image, bad name) is a premise; both hold.
// Fixed later by the lead: i1158-docker-gpu-driver (right since a container runtime without a driver for the device reads premise (generic.go hostDeviceWords)).
// First run at beabd4a8: 25/32 overall, 12/18 tricky.
func TestIndependentCases1158(t *testing.T) {
	runIndependent(t, "testdata/independent1158.jsonl", true, "i1158-k8s-410-continue-expired", "i1158-k8s-422-nodeport-allocated", "i1158-kubectl-logs-choose-container", "i1158-kubelet-backoff-pull", "i1158-kubectl-cp-no-tar")
}
