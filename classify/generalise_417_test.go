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

// TestGeneralise417Empty checks a commerce list named for what it holds
// that came back empty, with near misses.
func TestGeneralise417Empty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"shopify rest orders", "http", 200, "", `{"orders":[]}`, rung.KindAmbiguous},
		{"woo store products", "http", 200, "", `{"products":[],"total":"0"}`, rung.KindAmbiguous},
		{"stripe-like customers", "http", 200, "", `{"customers":[],"search":"email:jane@example.com"}`, rung.KindAmbiguous},
		{"easypost rates", "http", 200, "", `{"id":"shp_1","rates":[],"messages":[{"carrier":"USPS","type":"rate_error","message":"Unable to retrieve rates"}]}`, rung.KindAmbiguous},
		{"ebay listings", "http", 200, "", `{"listings":[],"href":"https://api.example.com/listings?q=lamp"}`, rung.KindAmbiguous},
		// Near misses: a list with something in it, and an empty list of
		// errors beside a created order, keep their reading.
		{"orders present", "http", 200, "", `{"orders":[{"id":450789469}]}`, rung.KindUnknown},
		{"created order with empty errors", "http", 201, "", `{"order":{"id":450789469},"errors":[]}`, rung.KindUnknown},
	})
}
