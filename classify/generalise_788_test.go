package classify

import "testing"

// TestIndependentCases788 runs held-out set 788: container orchestration beyond Kubernetes (ECS, Nomad, Compose/Swarm, App Runner, Container Apps), labelled blind.
func TestIndependentCases788(t *testing.T) {
	runIndependent(t, "testdata/independent788.jsonl", false)
}
