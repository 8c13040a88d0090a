package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4a8a57c8: 21/32 overall, 6/16 tricky. Mended later: the UPS
// numeric code read as a SQLSTATE, coverage, already-found creates and a
// not-found "right now" (TestGeneralise1301Words).
//
// Tolerated (no fix made in this session's budget; each is a wording or
// mechanism the presets do not read yet, left for a later pass rather than
// fitted in a hurry):
// Tolerated: i1301-amadeus-38196-endpoint-not-found: premise vs invalid: Amadeus's "The targeted resource doesn't exist" is its no-endpoint 404 (the guide: "Occurs when the endpoint or URL does not exist"), but the words themselves name no URL or route, unlike the route words the taxonomy reads invalid (sets 547, 1185, 1267); a one-off wording.
// Tolerated: i1301-duffel-order-create-500-internal: transient vs ambiguous: Duffel says not to retry a 500 on order creation since the airline may hold the order; the body carries no outcome-unknown words, only the status table and changelog do; a per-service reading the classifier cannot see in the text.
// Tolerated: i1301-uber-direct-missing-payment: invalid vs premise: "payment information has not been provided" (account setup) under 400; one-off wording.
// Tolerated: i1301-doordash-classic-distance-exceeds: invalid vs premise: "Distance ... exceeds 155 miles" under 400; arguable (a limit on the request, invalid, or a route beyond the service, premise), and the blind labels disagree: set 789's Valhalla 154 "Path distance exceeds the max distance limit" is labelled invalid (split into legs); left.
// Tolerated: i1301-easypost-rate-error-min-weight: ambiguous vs invalid: a 200 shipment with "rates": [] beside a carrier rate_error naming the weight; the empty-result reading wins over the message list (cf. the set 647 ruling: "an empty object beside an error list is read by its error", not yet applied to an empty rates list). Letting a typed "rate_error" message count as the error list is not enough: the words "cannot weigh less than 16oz" under a 200 are read by no preset, so the line would go to unknown; both halves belong to a later pass.
func TestIndependentCases1301(t *testing.T) {
	runIndependent(t, "testdata/independent1301.jsonl", true,
		"i1301-amadeus-38196-endpoint-not-found",
		"i1301-duffel-order-create-500-internal",
		"i1301-uber-direct-missing-payment",
		"i1301-doordash-classic-distance-exceeds",
		"i1301-easypost-rate-error-min-weight")
}

// TestGeneralise1301Words holds the classes mended from set 1301: a
// service's numeric error code under http that is no SQLSTATE, a service's
// "general process failure", a delivery address outside coverage, a
// create whose own result was already found, and a record not found
// "right now"; each with the near misses that keep their old kind.
func TestGeneralise1301Words(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// UPS common error codes (developer.ups.com): 20001 Transient
		// "General process failure."; the JSON and XML error forms.
		{"UPS 20001, JSON, no status", "http", 0, "20001", `{"response":{"errors":[{"code":"20001","message":"General process failure."}]}}`, rung.KindTransient},
		{"UPS 20001, XML Error element", "http", 0, "", `<Response><ResponseStatusCode>0</ResponseStatusCode><Error><ErrorSeverity>Transient</ErrorSeverity><ErrorCode>20001</ErrorCode><ErrorDescription>General process failure.</ErrorDescription></Error></Response>`, rung.KindTransient},
		{"UPS 20001, JSON under a 500", "http", 500, "20001", `{"response":{"errors":[{"code":"20001","message":"General process failure."}]}}`, rung.KindTransient},
		// Near misses: UPS 20008 Hard (a field's data) stays invalid with
		// no status; PostgREST's body with "hint" keeps its SQLSTATE; PDO's
		// "General error" is no general failure.
		{"UPS 20008, no status", "http", 0, "20008", `{"response":{"errors":[{"code":"20008","message":"The field, ShipTo/Address/PostalCode, contains invalid data, 9O21."}]}}`, rung.KindInvalid},
		{"PostgREST 23505 body, no status", "http", 0, "23505", `{"code":"23505","details":"Key (email)=(a@b.c) already exists.","hint":null,"message":"duplicate key value violates unique constraint \"users_email_key\""}`, rung.KindConflict},
		{"PostgREST 42P01 body, no status", "http", 0, "", `{"code":"42P01","details":null,"hint":null,"message":"relation \"public.orders\" does not exist"}`, rung.KindPremise},
		{"PDO General error 1364", "", 0, "HY000", "SQLSTATE[HY000]: General error: 1364 Field 'email' doesn't have a default value", rung.KindInvalid},

		// A delivery address outside the provider's coverage: Uber
		// Direct, DoorDash Drive classic, DoorDash Drive v2's guide,
		// Deliverect Dispatch.
		{"Uber Direct address_undeliverable", "http", 400, "address_undeliverable", `{"kind":"error","code":"address_undeliverable","message":"The specified location is not in a deliverable area."}`, rung.KindPremise},
		{"DoorDash classic field error", "http", 400, "", `{"field_errors":[{"field":"dropoff_address","error":"DoorDash does not serve this area"}]}`, rung.KindPremise},
		{"DoorDash Drive v2 coverage", "http", 422, "", `{"field_errors":[{"field":"pickup_address","error":"Requested delivery is outside of coverage area"}],"message":"Validation Failed"}`, rung.KindPremise},
		{"Deliverect OUTSIDE DELIVERY AREA", "http", 400, "", `{"error":"OUTSIDE DELIVERY AREA","message":"Pickup or drop off location is outside delivery zone."}`, rung.KindPremise},
		// Near miss: an address not understood stays invalid.
		{"Uber Direct unknown_location", "http", 400, "unknown_location", `{"kind":"error","code":"unknown_location","message":"The specified location was not understood."}`, rung.KindInvalid},

		// A create whose own result exists already: Duffel, DoorDash
		// classic; the same under a 409.
		{"Duffel duplicate_booking 422", "http", 422, "duplicate_booking", "duffel: A booking with the same details was already found for the selected itinerary, please select another offer", rung.KindConflict},
		{"Duffel duplicate_booking raw body", "http", 422, "", `{"errors":[{"type":"invalid_request_error","title":"Duplicate booking","message":"A booking with the same details was already found for the selected itinerary, please select another offer","code":"duplicate_booking"}]}`, rung.KindConflict},
		{"DoorDash classic duplicate external id", "http", 400, "", `{"field_errors":[{"field":"external_delivery_id","error":"Duplicate external delivery id: 1187302554 from W1301-5521"}]}`, rung.KindConflict},
		// Near miss: a booking not found under a 404 stays premise.
		{"Duffel not_found 404", "http", 404, "not_found", `{"errors":[{"type":"invalid_request_error","title":"Not found","message":"No booking was found for the given reference","code":"not_found"}]}`, rung.KindPremise},

		// A record not found "right now": FedEx Track REST, as a 200 body
		// and as a client prints its message.
		{"FedEx Track NOTFOUND body", "http", 200, "TRACKING.TRACKINGNUMBER.NOTFOUND", `{"output":{"completeTrackResults":[{"trackingNumber":"794613300001","trackResults":[{"error":{"code":"TRACKING.TRACKINGNUMBER.NOTFOUND","message":"The tracking number you entered can't be found right now. Please check the number with the shipper or try again later."}}]}]}}`, rung.KindTransient},
		{"FedEx Track NOTFOUND message", "", 0, "", "fedex: TRACKING.TRACKINGNUMBER.NOTFOUND: The tracking number you entered can't be found right now. Please check the number with the shipper or try again later.", rung.KindTransient},
		// Near miss: FedEx's older words with no "right now" stay premise.
		{"FedEx legacy not found", "http", 404, "", "This tracking number cannot be found. Please check the number or contact the sender.", rung.KindPremise},
	})
}
