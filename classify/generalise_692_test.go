package classify

import "testing"

// TestIndependentCases692 runs held-out set 692: cloud-native delivery tools on Kubernetes (Argo CD, Argo Workflows, Flux, Helm, Istio/Envoy, cert-manager, Crossplane, Knative), labelled blind.
func TestIndependentCases692(t *testing.T) {
	runIndependent(t, "testdata/independent692.jsonl", false)
}
