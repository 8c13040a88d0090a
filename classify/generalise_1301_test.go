package classify

import "testing"

// First run at 4a8a57c8: 21/32 overall, 6/16 tricky.
//
// Tolerated (no fix made in this session's budget; each is a wording or
// mechanism the presets do not read yet, left for a later pass rather than
// fitted in a hurry):
// Tolerated: i1301-amadeus-38196-endpoint-not-found: premise vs invalid: Amadeus's "The targeted resource doesn't exist" is its no-endpoint 404 (the guide: "Occurs when the endpoint or URL does not exist"), but the words themselves name no URL or route, unlike the route words the taxonomy reads invalid (sets 547, 1185, 1267); a one-off wording.
// Tolerated: i1301-duffel-duplicate-booking: invalid vs conflict: Duffel's duplicate_booking ("A booking with the same details was already found") under 422; no preset reads "already found" as an existing booking; a class worth a later fix (a create refused because its own booking exists).
// Tolerated: i1301-duffel-order-create-500-internal: transient vs ambiguous: Duffel says not to retry a 500 on order creation since the airline may hold the order; the body carries no outcome-unknown words, only the status table and changelog do; a per-service reading the classifier cannot see in the text.
// Tolerated: i1301-uber-direct-address-undeliverable: invalid vs premise: "not in a deliverable area" (coverage) under 400; a class (service coverage) that recurs across delivery APIs, left for a later fix.
// Tolerated: i1301-uber-direct-missing-payment: invalid vs premise: "payment information has not been provided" (account setup) under 400; one-off wording.
// Tolerated: i1301-doordash-classic-duplicate-external-id: invalid vs conflict: DoorDash (classic) "Duplicate external delivery id" field error under 400; the duplicate-id class under a 400 field error is not read.
// Tolerated: i1301-doordash-classic-area-not-served: invalid vs premise: "DoorDash does not serve this area" under 400; the coverage class as Uber's above.
// Tolerated: i1301-doordash-classic-distance-exceeds: invalid vs premise: "Distance ... exceeds 155 miles" under 400; arguable (a limit on the request, invalid, or a route beyond the service, premise); left.
// Tolerated: i1301-easypost-rate-error-min-weight: ambiguous vs invalid: a 200 shipment with "rates": [] beside a carrier rate_error naming the weight; the empty-result reading wins over the message list (cf. the set 647 ruling: "an empty object beside an error list is read by its error", not yet applied to an empty rates list).
// Tolerated: i1301-fedex-track-not-found-yet: premise vs transient: FedEx's "can't be found right now ... try again later" for a fresh label; the taxonomy reads "try again later" transient in other rows (sets 39, 202, 598) but "not found" wins here; a fix belongs with the not-found words.
// Tolerated: i1301-ups-20001-general-process-failure: invalid vs transient: UPS code "20001" (status absent) is read as a PostgreSQL SQLSTATE class 20 under protocol http; a misreading of a numeric vendor code as a SQLSTATE, left for a fix in postgres.go scoped by protocol.
func TestIndependentCases1301(t *testing.T) {
	runIndependent(t, "testdata/independent1301.jsonl", true,
		"i1301-amadeus-38196-endpoint-not-found",
		"i1301-duffel-duplicate-booking",
		"i1301-duffel-order-create-500-internal",
		"i1301-uber-direct-address-undeliverable",
		"i1301-uber-direct-missing-payment",
		"i1301-doordash-classic-duplicate-external-id",
		"i1301-doordash-classic-area-not-served",
		"i1301-doordash-classic-distance-exceeds",
		"i1301-easypost-rate-error-min-weight",
		"i1301-fedex-track-not-found-yet",
		"i1301-ups-20001-general-process-failure")
}
