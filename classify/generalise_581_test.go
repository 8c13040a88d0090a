package classify

import "testing"

// TestIndependentCases581 runs held-out set 581: HTTP infrastructure between agent and API (CDNs, gateways, WAFs, proxies, meshes), labelled blind.
func TestIndependentCases581(t *testing.T) {
	runIndependent(t, "testdata/independent581.jsonl", false)
}
