package classify

import "testing"

// First run at 85afccf8: 21/36 overall, 6/15 tricky.
// Tolerated: i1720-ml-claim-action-not-available: invalid vs premise (one-off): "Action refund not available for player" under a 400 bad_request_error names no state; that the claim's stage decides the available actions is known only from the claims docs.
// Tolerated: i1720-ml-item-activate-without-stock: invalid vs premise (one-off): the api code validation_error is read first; "not possible to activate an item without stock" is one wording, and a rule over "without stock" would meet true argument errors.
// Tolerated: i1720-allegro-oauth-full-authentication-required: denied vs invalid (ruling): an OAuth "unauthorized" code under a 401 is a credential refusal by the credential rulings; only Allegro's FAQ says the cause is a wrong token URL.
// Tolerated: i1720-allegro-opaque-error: invalid vs unknown (one-off): a generic code ERROR under the 422 reads as the status's repair; nothing in the text says otherwise, and invalid is the useful default there.
// Tolerated: i1720-lazada-variation-attribute-not-declared: premise vs invalid (one-off): "attribute size is not found in the variation label" meets the not-found wording; that the attribute is the request's own is in Lazada's Q&A only.
// Tolerated: i1720-lazada-total-saleprop-max: unknown vs invalid (one-off): "Total sale prop more than maxItems 2." is a schema-validator wording of one platform; the envelope is no longer read as a 500, and unknown is honest.
// Tolerated: i1720-etsy-translation-required: invalid vs premise (one-off): "Listings must have a complete translation" reads as a required field under a 400; that the translation is a separate prior step is known from the issue thread.
// Tolerated: i1720-etsy-state-enum: premise vs invalid (one-off): the enum's list quotes the state values "sold out"/"sold_out", which meet the stock wording; the "Invalid value (...) for enum(...)" shape is one platform's.
func TestIndependentCases1720(t *testing.T) {
	runIndependent(t, "testdata/independent1720.jsonl", true, "i1720-ml-claim-action-not-available", "i1720-ml-item-activate-without-stock", "i1720-allegro-oauth-full-authentication-required", "i1720-allegro-opaque-error", "i1720-lazada-variation-attribute-not-declared", "i1720-lazada-total-saleprop-max", "i1720-etsy-translation-required", "i1720-etsy-state-enum")
}

// Set 1720: a call frequency said over its limit (Lazada Open Platform
// ApiCallLimit, create-update-product Q&A Q10). Near misses: a size or a
// count over its limit keeps its reading.
func TestGeneralise1720AccessFrequency(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lazada apicalllimit", "", 0, "ApiCallLimit", `{"type":"ISV","code":"ApiCallLimit","message":"Api access frequency exceeds the limit. this ban will last 1 seconds.","request_id":"2101"}`, transient},
		{"bare text", "", 0, "", "Api access frequency exceeds the limit. this ban will last 3 seconds.", transient},
		{"call frequency", "http", 400, "", `{"error":"API call frequency exceeds the limit"}`, transient},
		{"near miss: file size", "http", 400, "", `{"error":"File size exceeds the limit of 5 MB"}`, invalid},
	})
}

// Set 1720: an object locked by a campaign it joined, and "Cannot <act>
// <object> in this state" (Lazada Q&A Q5; Etsy open-api issue 357). Near
// misses: "in this statement", a field named "state".
func TestGeneralise1720ObjectStateLocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lazada campaign", "", 0, "501", `{"type":"ISP","code":"501","message":"This product is under campaign participation and cannot be edited during campaign period.","request_id":"2101"}`, premise},
		{"campaign bare", "http", 400, "", "Sku cannot be edited during campaign period.", premise},
		{"etsy edit state", "http", 400, "", `{"error":"Cannot activate a listing in this state: state = edit, listing_id = 1234, ending_tsz = 123"}`, premise},
		{"cannot renew", "http", 400, "", `{"error":"Cannot renew a listing in this state"}`, premise},
		{"near miss: statement", "http", 400, "", `{"error":"Cannot parse the value in this statement: unexpected token"}`, invalid},
	})
}

// Set 1720: the Lazop envelope's numeric code is the platform's, not an
// HTTP status (Lazada Q&A: 500/501 generic business codes). Near misses:
// a bare code 503 with no envelope keeps the status reading; the
// shop's live-listing cap is a spent allowance.
func TestGeneralise1720LazopEnvelope(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"listing cap", "", 0, "500", `{"type":"ISP","code":"500","message":"Seller's online product count 1000 has reach limit 1000","request_id":"2101"}`, premise},
		{"listing cap bare", "http", 400, "", "Seller's online product count 500 has reach limit 500", premise},
		{"near miss: code 503 without envelope", "", 0, "503", "Service Unavailable", transient},
		{"near miss: request_id without type", "", 0, "503", `{"code":"503","message":"Service Unavailable","request_id":"abc"}`, transient},
	})
}
