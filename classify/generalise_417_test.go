package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestIndependentCases417 runs held-out set 417: commerce platforms' long tail, from the vendors' docs, labelled blind.
// First run at b72ba83: 28/35 overall, 15/22 tricky.
// i417-woo-duplicated-sku passes since set 1271 (generic.go conflictWords "or duplicated sku": WooCommerce raises product_invalid_sku only for a SKU another product holds).
// i417-ebay-selling-limit passes since set 1555 (generic.go quotaWords "number of items you can list": eBay's selling limits are the account's monthly allowance spent).
// i417-ebay-token-hard-expired passes since set 1555 (servercred.go badCredentialWords "token is hard expired": eBay 932).
func TestIndependentCases417(t *testing.T) {
	runIndependent(t, "testdata/independent417.jsonl", true)
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

// TestGeneralise417Wait checks a wait named as "try again after N" or as
// a reset header in milliseconds, from other software, with a near miss.
func TestGeneralise417Wait(t *testing.T) {
	for _, tc := range []struct {
		name, msg string
		want      time.Duration
	}{
		{"api try again after seconds", `{"error":"Too many requests, please try again after 30 seconds"}`, 30 * time.Second},
		{"gateway try again after minute", "429 Too Many Requests: try again after 2 minutes", 2 * time.Minute},
		{"express-rate-limit style", "Too many requests from this IP, please try again after 15 minutes", 15 * time.Minute},
		{"reset ms header", "HTTP/1.1 429 Too Many Requests\nx-ratelimit-reset-ms: 4000\n\n{}", 4 * time.Second},
		{"reset ms header caps", "HTTP/1.1 429 Too Many Requests\nX-RateLimit-Reset-Ms: 12500\n\n", 12500 * time.Millisecond},
	} {
		r := Classify(Input{Protocol: "http", Status: 429, Message: tc.msg})
		if !r.HasRetryAfter || r.RetryAfter < tc.want {
			t.Errorf("%s: RetryAfter = %v (has %v), want >= %v; kind %s", tc.name, r.RetryAfter, r.HasRetryAfter, tc.want, r.Kind)
		}
	}
	// Near misses: a "-reset-ms" with no number, and "try again after" a
	// fix, name no wait.
	for _, msg := range []string{"x-ratelimit-reset-ms: soon", "try again after fixing the address"} {
		if r := Classify(Input{Protocol: "http", Status: 400, Message: msg}); r.HasRetryAfter {
			t.Errorf("%q: RetryAfter = %v", msg, r.RetryAfter)
		}
	}
}
