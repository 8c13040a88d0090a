package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 345fff6: 24/32 overall, 7/15 tricky.
// Fixed: i834-walmart-shipped, i834-meli-closed (statusNamedRefusal, statusnamed.go).
// Tolerated: i834-spapi-sku-catalog-conflict: invalid vs unknown ((c)/(b) pending review: Amazon's feed 8541 wording "The SKU data provided conflicts with the Amazon catalog" arrives with no status or code the presets read; no ruling covers it, and a premise reading (the matched ASIN is another product) also holds).
// Tolerated: i834-spapi-not-registered: premise vs invalid ((b) pending review: the http 400 InvalidInput default in httppreset.go reads the marketplaceId argument as wrong, which is a fair reading beside the seller account lacking that marketplace).
// Tolerated: i834-ebay-withdraw-ended: conflict vs invalid ((b) pending review: finishedAlready in worldstate.go reads "already ended" as the step's own end only when the message names a stop act; eBay's 25002 body does not name withdraw, and a wrong-state reading also holds).
// Fixed later by the lead: i834-ebay-revise-bids (dependents.go editFrozenByHeld: an edit refused for what the object holds).
// Tolerated: i834-etsy-no-shipping-profile: premise vs invalid ((b) pending review: Etsy's 400 names a missing prerequisite object of the shop; the http 400 default reads it as the call's arguments, and adding shipping_profile_id to the call is also a fair repair).
// Tolerated: i834-shopify-locked: premise vs transient ((b) pending review: the 423 ruling in httppreset.go and docs/taxonomy.md (set 393) reads only billing or suspension words as an account lock; Shopify's docs say a locked shop must contact support, so a class gap for "contact support" locks may exist).
// TestIndependentCases834 runs held-out set 834: e-commerce marketplace API errors (Amazon SP-API, eBay, Etsy, Walmart, Shopify, Mercado Libre), labelled blind.
func TestIndependentCases834(t *testing.T) {
	runIndependent(t, "testdata/independent834.jsonl", true, "i834-spapi-sku-catalog-conflict", "i834-spapi-not-registered", "i834-ebay-withdraw-ended", "i834-etsy-no-shipping-profile", "i834-shopify-locked")
}

// TestGeneralise834: an act refused with the object's status given as a
// label ("in status: posted", "[status:closed", "is in SHIPPED status"): the
// object reached an end state the plan did not expect (premise), whatever
// the generic code; a refusal of the state's own act and a status that
// still settles keep their kinds.
func TestGeneralise834(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"C# OrderCannotBeModifiedException (public repo)", "", 0, "", "Order #1042 cannot be modified in status 'Shipped'.", rung.KindPremise},
		{"IFS WarehouseTask NOTALLOWUPDATE", "", 0, "", "A Warehouse task in status Closed or Canceled cannot be updated.", rung.KindPremise},
		{"Go invoice service (public repo)", "", 0, "", "invoice cannot be modified in status: posted", rung.KindPremise},
		{"HMRC-style journey 400", "http", 400, "", `{"statusCode":400,"message":"Cannot update EligibilityCheckResult when journey is in completed state"}`, rung.KindPremise},
		{"Walmart cancelOrderLines (other line)", "http", 400, "INVALID_REQUEST_CONTENT.GMP_ORDER_API", `{"errors":[{"code":"INVALID_REQUEST_CONTENT.GMP_ORDER_API","field":"data","description":"Unable to process this request. The Line: 2 of PO: 4802261559120 is in DELIVERED status","info":"Request content is invalid.","severity":"ERROR","category":"DATA"}]}`, rung.KindPremise},
		{"near miss: a status that is no end state (running) is not read", "", 0, "", "Task t7 cannot be modified in status 'running'", rung.KindUnknown},
		{"near miss: cancel of a CANCELLED order is the state's own act, not read", "", 0, "", "Cannot cancel order 55: order is in CANCELLED status", rung.KindUnknown},
		{"near miss: a status field that is malformed stays invalid", "http", 400, "", `{"error":"Cannot parse status: 'shippedd' is not a valid value"}`, rung.KindInvalid},
	})
}
