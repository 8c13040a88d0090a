package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases417 runs held-out set 417: commerce platforms' long tail, from the vendors' docs, labelled blind.
func TestIndependentCases417(t *testing.T) {
	runIndependent(t, "testdata/independent417.jsonl", false)
}

// TestGeneralise417 checks stock short of the ordered quantity in other
// carts' and order APIs' words, with near misses.
func TestGeneralise417(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"opencart desired quantity", "http", 200, "", `{"error":{"stock":"Products marked with *** are not available in the desired quantity or not in stock!"}}`, rung.KindPremise},
		{"medusa required inventory", "http", 400, "", `{"type":"not_allowed","message":"Variant with id: variant_01H8 does not have the required inventory"}`, rung.KindPremise},
		{"saleor remaining in stock", "http", 200, "", `{"data":{"checkoutLinesAdd":{"errors":[{"field":"quantity","message":"Could not add items Hoodie. Only 2 remaining in stock.","code":"INSUFFICIENT_STOCK"}]}}}`, rung.KindPremise},
		{"requested quantity not available", "http", 422, "", `{"error":"Requested quantity is not available for SKU TS-RED-M at location Main"}`, rung.KindPremise},
		{"requested quantity language", "", 0, "", "add to cart failed: product 42 is not available in the requested quantity", rung.KindPremise},
		// Near misses: a quantity that is malformed or missing, and a
		// feature not available, keep their reading.
		{"quantity not a number", "http", 400, "", `{"message":"quantity is not a valid integer"}`, rung.KindInvalid},
		{"quantity required", "http", 422, "", `{"errors":{"quantity":["can't be blank"]}}`, rung.KindInvalid},
	})
}
