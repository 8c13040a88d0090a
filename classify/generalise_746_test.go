package classify

import "testing"

// TestIndependentCases746 runs held-out set 746: API gateways, proxies and service meshes (Envoy, Istio, Kong, AWS API Gateway, Apigee, Traefik, HAProxy, Azure APIM), labelled blind.
func TestIndependentCases746(t *testing.T) {
	runIndependent(t, "testdata/independent746.jsonl", false)
}
