package classify

import "testing"

// TestIndependentCases745 runs held-out set 745: container and image registry failures (docker, OCI distribution, ECR, GHCR, Artifact Registry, podman, containerd, Kubernetes image pulls), labelled blind.
func TestIndependentCases745(t *testing.T) {
	runIndependent(t, "testdata/independent745.jsonl", false)
}
