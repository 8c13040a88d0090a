package classify

import "testing"

// Tolerated: i1718-pf-store-not-api-platform: invalid vs premise (one-off): Printful's store-type refusal ("applies only to Printful stores based on the Manual Order / API platform") has no family beyond this vendor's wording.
// Tolerated: i1718-pf-php-invalid-store-key: invalid vs denied (one-off): a vendor-named credential ("store key") behind a bare "Invalid"; the generic "invalid" reading cannot tell it from an argument.
// Tolerated: i1718-pf-php-invalid-api-response: invalid vs unknown (one-off): an SDK's unparseable-body message whose only word is "Invalid".
// Tolerated: i1718-pf-php-nothing-to-update: conflict vs invalid (ruling): taxonomy set 395 reads "nothing to update" as conflict (the target already holds the values); here the SDK means an empty parameter set.
// Tolerated: i1718-gel-delivery-combination: unknown vs premise (one-off): a Gelato validation sentence with no code and no shared wording family.
// Tolerated: i1718-gel-single-production-location: unknown vs invalid (one-off): a Gelato validation sentence (split the order) with no family in other services' words.
// Tolerated: i1718-lulu-legacy-already-submitted: invalid vs conflict (ruling): "submitted" is in alreadyEither (appwords.go), which taxonomy set 1330 says cannot name the call's own result alone; Lulu's numeric code 100010001 is this legacy API's only.
// First run at ab1525b6: 25/36 overall, 7/17 tricky.
func TestIndependentCases1718(t *testing.T) {
	runIndependent(t, "testdata/independent1718.jsonl", true,
		"i1718-pf-store-not-api-platform", "i1718-pf-php-invalid-store-key", "i1718-pf-php-invalid-api-response",
		"i1718-pf-php-nothing-to-update", "i1718-gel-delivery-combination", "i1718-gel-single-production-location",
		"i1718-lulu-legacy-already-submitted")
}

// Set 1718: a client library refusing to call because no credential is
// configured (printify-sdk-js client.ts "accessToken is required",
// printful php-api-sdk setCredentials "Either OAuth token or store key must
// be set..."): denied. Near misses: an idempotency key, an object key or a
// page token "is required" stays invalid.
func TestGeneralise1718CredentialNotConfigured(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"printify sdk", "", 0, "", "accessToken is required", denied},
		{"printful php sdk", "", 0, "", "Either OAuth token or store key must be set to make this request.", denied},
		{"api key words", "", 0, "", "Error: API key is required. Set OPENWEATHER_API_KEY.", denied},
		{"access token words", "", 0, "", "ValueError: access_token is required", denied},
		{"near: idempotency key", "http", 400, "", `{"error":"Idempotency key is required"}`, invalid},
		{"near: object key", "", 0, "", "Key is required", invalid},
		{"near: page token", "", 0, "", "pageToken is required", invalid},
	})
}

// Set 1718: an order refused a cancel or edit because it reached a
// production stage, named as its status (Gelato Order API v3/v4 cancel 409
// "The order cannot be canceled, because at least one of the items is in
// 'printed' status.", v2's 400 form): premise, the order moved past where
// the plan believed. Near misses: a cancel refused because the order is
// already canceled stays conflict; "already printed" alone to a print call
// is left to the other rules, not premise.
func TestGeneralise1718ProductionStageStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gelato v4 409", "http", 409, "", `{"message": "The order cannot be canceled, because at least one of the items is in 'printed' status."}`, premise},
		{"gelato v2 400", "http", 400, "", `{"message": "The order cannot be canceled, because one of the items is in 'printed' status. itemReferenceId: item-1"}`, premise},
		{"packaged", "http", 409, "", `{"message":"Order cannot be updated: it is in packaged status"}`, premise},
		{"near: already canceled", "http", 409, "", `{"message":"Order cannot be canceled. Current status is CANCELED"}`, conflict},
	})
}

// Set 1718: a fulfilment service relaying its payment provider's refusal
// (Gelato order validation error "There was an issue with the payment.
// Message from the payment provider is: \"Refused\""), in any protocol:
// premise, billing failed. Near misses: a payment provider named as an
// argument to fix ("payment provider must be one of stripe, adyen") stays
// invalid; a provider outage ("payment provider is temporarily
// unavailable") stays transient.
func TestGeneralise1718PaymentProviderRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gelato plain", "", 0, "", `There was an issue with the payment. Message from the payment provider is: "Refused"`, premise},
		{"gelato in body", "http", 400, "", `{"message":"There was an issue with the payment. Message from the payment provider is: \"Do not honor\""}`, premise},
		{"declined", "http", 402, "", `{"error":"The payment provider declined the charge"}`, premise},
		{"refused", "", 0, "", "Order failed: payment provider refused the transaction", premise},
		{"near: argument", "http", 400, "", `{"error":"payment provider must be one of stripe, adyen"}`, invalid},
		{"near: outage", "http", 503, "", `{"error":"Payment provider is temporarily unavailable, please retry"}`, transient},
	})
}
