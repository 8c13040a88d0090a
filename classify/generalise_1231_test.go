package classify

import "testing"

// TestIndependentCases1231 runs testdata/independent1231.jsonl: 32 documented
// failures from edge, DNS, CDN and hosting platform APIs (Cloudflare API,
// Workers and KV, Route 53, Let's Encrypt ACME through lego and
// x/crypto/acme, Heroku, DigitalOcean, Vercel, Fly.io, Akamai), written
// blind from each service's own error docs.
//
// First run at 261f18f4: 31/32 overall, 12/13 tricky. Its one miss,
// i1231-acme-caa-forbids, passes since the lead read ACME caa premise.
func TestIndependentCases1231(t *testing.T) {
	runIndependent(t, "testdata/independent1231.jsonl", true)
}
