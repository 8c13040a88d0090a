package classify

import "testing"

// TestIndependentCases661 runs held-out set 661: content, commerce and workspace APIs (Shopify, WooCommerce, Contentful, Sanity, Notion, Airtable, Google Sheets/Drive, Dropbox, Box), labelled blind.
func TestIndependentCases661(t *testing.T) {
	runIndependent(t, "testdata/independent661.jsonl", false)
}
