package classify

import "testing"

// TestIndependentCases393 runs held-out set 393: rare and vendor HTTP statuses (IIS substatuses, Cloudflare 52x/530, WebDAV, Vercel, Shopify, Graph), from the vendors' docs, labelled blind.
func TestIndependentCases393(t *testing.T) {
	runIndependent(t, "testdata/independent393.jsonl", false)
}
