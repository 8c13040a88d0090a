package classify

import "testing"

// TestIndependentCases722 runs held-out set 722: shipping, tax and logistics APIs (Shippo, EasyPost, ShipStation, FedEx, UPS, USPS, AvaTax, TaxJar), labelled blind.
func TestIndependentCases722(t *testing.T) {
	runIndependent(t, "testdata/independent722.jsonl", false)
}
