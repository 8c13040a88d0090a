package classify

import "testing"

// TestIndependentCases790 runs held-out set 790: accounting and invoicing APIs (QuickBooks Online, Xero, AvaTax, TaxJar, Zoho Books, FreshBooks, Sage, Wave), labelled blind.
func TestIndependentCases790(t *testing.T) {
	runIndependent(t, "testdata/independent790.jsonl", false)
}
