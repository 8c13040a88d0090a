package classify

import "testing"

// TestIndependentCases576 runs held-out set 576: infrastructure tools (Kubernetes, Helm, Terraform providers, Docker registries, GitHub/GitLab CI, Vault, Consul, Nomad), labelled blind.
func TestIndependentCases576(t *testing.T) {
	runIndependent(t, "testdata/independent576.jsonl", false)
}
