package classify

import "testing"

// TestIndependentCases834 runs held-out set 834: e-commerce marketplace API errors (Amazon SP-API, eBay, Etsy, Walmart, Shopify, Mercado Libre), labelled blind.
func TestIndependentCases834(t *testing.T) {
	runIndependent(t, "testdata/independent834.jsonl", false)
}
