package classify

import "testing"

// TestIndependentCases547 runs held-out set 547: HTTP infrastructure in front of APIs (CDNs, API gateways, load balancers, proxies, less common RFC statuses), labelled blind.
func TestIndependentCases547(t *testing.T) {
	runIndependent(t, "testdata/independent547.jsonl", false)
}
