package classify

import "testing"

// i900-woo-invalid-sku passes since set 1271 (generic.go conflictWords "or duplicated sku": WooCommerce raises product_invalid_sku only for a SKU another product holds).
// Tolerated: i900-magento-ship-not-allowed: invalid vs premise (the 400 row: invalid unless the body shows a state): Magento wraps an order-state refusal ("The order does not allow a shipment to be created.") in "Shipment Document Validation Error(s)"; the wrapper reads invalid, the inner sentence is the order's state. One-off, not fixed in the time.
// Fixed later by the lead: i900-spapi-quota-exceeded (a bare quota under 429 names no period, plan or balance, so it reads as the status's rate limit: generic.go rateStatusQuotaVerdict).
// Fixed later by the lead: i900-usps-auth-failure (generic.go: "authorization failure" and "password is incorrect" read denied).
// i900-usps-address-not-found passes since set 1539 (codes.go serviceCodes: USPS Web Tools number -2147219401 reads invalid).
// Tolerated: i900-meli-invalid-token: premise vs denied (no ruling; one-off): Mercado Libre's 401 body {"message":"invalid access token","error":"not_found"} carries a not_found code over a credential failure; the code word wins today. Not fixed in the time.

// First run at a4e7f340: 27/33 overall, 10/16 tricky.
func TestIndependentCases900(t *testing.T) {
	runIndependent(t, "testdata/independent900.jsonl", true,
		"i900-magento-ship-not-allowed",
		"i900-meli-invalid-token")
}
