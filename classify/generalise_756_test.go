package classify

import "testing"

// TestIndependentCases756 runs held-out set 756: DNS, domains and TLS certificates (Route 53, Cloudflare, Cloud DNS, Azure DNS, registrars, ACM, ACME/cert-manager), labelled blind.
func TestIndependentCases756(t *testing.T) {
	runIndependent(t, "testdata/independent756.jsonl", false)
}
